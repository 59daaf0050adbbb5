import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { logFailure } from '@/lib/log-failure';

/** Reads a picked image as a data URL (the server takes the avatar that way, spec §7). */
const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('Could not read the file'));
    };
    reader.readAsDataURL(file);
  });

/** The profile forms' avatar button: picks an image (anything else is ignored) as a data URL. */
export function AvatarPickerButton({ label, onPick }: { label: string; onPick: (dataUrl: string) => void }) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file?.type.startsWith('image/')) return;
    void readAsDataUrl(file).then(onPick, (error: unknown) => {
      logFailure('Reading the avatar failed', error);
    });
  };
  return (
    <Button component="label" variant="outlined">
      {label}
      <input hidden type="file" accept="image/*" aria-label={label} onChange={pick} />
    </Button>
  );
}
