import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';

/**
 * The profile forms' avatar button: picks an image file (anything else is ignored). The file is
 * kept as it is — shown through an object URL and sent as multipart on save — never read into a
 * data URL.
 */
export function AvatarPickerButton({ label, onPick }: { label: string; onPick: (file: File) => void }) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire a change too.
    event.target.value = '';
    if (!file?.type.startsWith('image/')) return;
    onPick(file);
  };
  return (
    <Button component="label" variant="outlined">
      {label}
      <input hidden type="file" accept="image/*" aria-label={label} onChange={pick} />
    </Button>
  );
}
