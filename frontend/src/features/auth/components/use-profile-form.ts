/**
 * The state and save of the profile form, one for the 'Add Information' overlay and the
 * dashboard's profile screen: the fields (read from the user through profile-fields.ts), a picked
 * avatar, the current password a new e-mail needs, and the reasons a refused save gave.
 */
import { useState } from 'react';
import { strings } from '@/config/strings';
import { logFailure } from '@/lib/log-failure';
import { emailChanged, updateProfile } from '../api/update-profile';
import {
  cleanFieldInput,
  profileFieldsOf,
  profileRefusal,
  type ProfileField,
  type ProfileFields,
  type ProfileRefusal,
} from '../lib/profile-fields';
import type { User } from '../types';

const NO_REFUSAL: ProfileRefusal = { fields: {}, form: undefined };

export interface ProfileSaveHandlers {
  /** After the server took the profile; a throw here is reported like a refused save. */
  onSaved: (updated: User) => Promise<void>;
  /** After a refused save, once its reasons are on the fields. */
  onRefused?: (refusal: ProfileRefusal) => void;
}

export interface ProfileForm {
  fields: ProfileFields;
  avatar: string | undefined;
  currentPassword: string;
  /** A new e-mail needs the account password; the field shows only then. */
  needsPassword: boolean;
  refusal: ProfileRefusal;
  busy: boolean;
  setField: (field: ProfileField, value: string) => void;
  setAvatar: (dataUrl: string | undefined) => void;
  setCurrentPassword: (value: string) => void;
  /** Puts the fields back to `to` (the user's values unless given) and forgets the rest. */
  reset: (to?: ProfileFields) => void;
  save: (handlers: ProfileSaveHandlers) => Promise<void>;
}

/** `editing`: whether the fields can change now (the profile screen locks them until 'Edit'). */
export function useProfileForm(user: User, { editing = true }: { editing?: boolean } = {}): ProfileForm {
  const [fields, setFields] = useState<ProfileFields>(() => profileFieldsOf(user));
  const [avatar, setAvatar] = useState<string | undefined>(undefined);
  const [currentPassword, setPassword] = useState('');
  const [refusal, setRefusal] = useState<ProfileRefusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const needsPassword = editing && emailChanged(fields.email, user.email);

  // A reason about a field goes once the field changes.
  const forgetReason = (field: keyof ProfileRefusal['fields']) => {
    setRefusal((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const setField = (field: ProfileField, value: string) => {
    const cleaned = cleanFieldInput(field, value);
    setFields((current) => ({ ...current, [field]: cleaned }));
    forgetReason(field);
  };

  const setCurrentPassword = (value: string) => {
    setPassword(value);
    forgetReason('currentPassword');
  };

  const reset = (to: ProfileFields = profileFieldsOf(user)) => {
    setFields(to);
    setAvatar(undefined);
    setPassword('');
    setRefusal(NO_REFUSAL);
  };

  const save = async ({ onSaved, onRefused }: ProfileSaveHandlers) => {
    if (needsPassword && currentPassword === '') {
      // Not a save attempt: nothing is sent and the fields stay.
      setRefusal({ fields: { currentPassword: strings.auth.currentPasswordMissing }, form: undefined });
      return;
    }
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      const updated = await updateProfile({
        ...fields,
        username: user.username,
        ...(avatar ? { avatar } : {}),
        ...(needsPassword ? { currentPassword } : {}),
      });
      await onSaved(updated);
    } catch (error) {
      // A refused save keeps everything typed and says why, on the field it is about (README,
      // "Deviations"): wiping the form silently left students with no idea what to fix.
      logFailure('Saving the profile failed', error);
      const reasons = profileRefusal(error);
      setRefusal(reasons);
      onRefused?.(reasons);
    } finally {
      setBusy(false);
    }
  };

  return {
    fields,
    avatar,
    currentPassword,
    needsPassword,
    refusal,
    busy,
    setField,
    setAvatar,
    setCurrentPassword,
    reset,
    save,
  };
}
