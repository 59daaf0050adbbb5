/** Brand colours, shared by the MUI theme (app/) and the shared components that paint with them. */
export const brandColors = {
  indigo: '#4338ca',
  indigoDeep: '#312e81',
  teal: '#0f766e',
  ink: '#0f172a',
  slate: '#475569',
  line: '#e2e8f0',
  canvas: '#f8fafc',
  focusRing: '#f59e0b',
} as const;

/** Hero and splash gradient, so the brand looks the same everywhere. */
export const brandGradient = `linear-gradient(135deg, ${brandColors.indigoDeep} 0%, ${brandColors.indigo} 45%, ${brandColors.teal} 100%)`;
