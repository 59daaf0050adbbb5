/**
 * The profile's notification e-mail switch (issue 27): GET/PUT /api/notifications/settings.
 * The switch moves at once and goes back if the server refuses.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { strings } from '@/config/strings';
import { logFailure } from '@/lib/log-failure';
import { useQuery } from '@/lib/use-query';
import { useToast } from '@/lib/toast';
import { getNotificationSettings, putNotificationSettings } from '../api/notifications';

const text = strings.notifications;

export function EmailNotificationSwitch() {
  const toast = useToast();
  const settings = useQuery('notification-settings', getNotificationSettings);
  const [override, setOverride] = useState<boolean | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const checked = override ?? settings.data?.notifyByEmail ?? false;
  const change = (notifyByEmail: boolean) => {
    setOverride(notifyByEmail);
    setSaving(true);
    putNotificationSettings({ notifyByEmail }).then(
      (saved) => {
        setOverride(saved.notifyByEmail);
        setSaving(false);
        toast.success(text.emailSaved(saved.notifyByEmail), { topic: 'notification-email' });
      },
      (error: unknown) => {
        logFailure('Notification settings failed', error);
        setOverride(!notifyByEmail);
        setSaving(false);
        toast.error(text.emailFailed, { topic: 'notification-email' });
      },
    );
  };
  return (
    <Box sx={{ mt: 3 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={settings.loading || settings.data === undefined || saving}
            onChange={(event) => {
              change(event.target.checked);
            }}
            slotProps={{ input: { 'aria-describedby': 'notify-email-hint' } }}
          />
        }
        label={text.emailSwitch}
      />
      <FormHelperText id="notify-email-hint" sx={{ ml: 0 }}>
        {text.emailSwitchHint}
      </FormHelperText>
    </Box>
  );
}
