import Box from '@mui/material/Box';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@/config/constants';

interface OtpInputProps {
  /** One entry per box, '' when empty. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/**
 * Four single-digit boxes (spec §5): digits only, typing moves to the next box, Backspace in an
 * empty box goes back, and pasting a code fills every box.
 */
export function OtpInput({ value, onChange, disabled = false }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  };

  const setDigit = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = [...value];
    next[index] = digit;
    onChange(next);
    if (digit !== '' && index < OTP_LENGTH - 1) focus(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (digits === '') return;
    event.preventDefault();
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => digits[i] ?? '');
    onChange(next);
    focus(digits.length - 1);
  };

  return (
    <Box role="group" aria-label="One-time code" sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            refs.current[index] = element;
          }}
          aria-label={`Digit ${String(index + 1)}`}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          disabled={disabled}
          value={value[index] ?? ''}
          onChange={(event) => {
            setDigit(index, event.target.value);
          }}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste}
          onFocus={(event) => {
            event.target.select();
          }}
          sx={{
            width: 56,
            height: 64,
            textAlign: 'center',
            fontSize: '1.75rem',
            fontWeight: 700,
            borderRadius: '12px',
            border: '2px solid',
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            outline: 'none',
            '&:focus': { borderColor: 'primary.main' },
            '&:disabled': { bgcolor: 'action.disabledBackground', color: 'text.disabled' },
          }}
        />
      ))}
    </Box>
  );
}
