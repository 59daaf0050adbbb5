/**
 * The state and save of the profile form, one for the 'Add Information' overlay and the
 * dashboard's profile screen: the fields (read from the user through profile-fields.ts), a picked
 * avatar, the current password a new e-mail needs, and the reasons a refused save gave.
 */
import { useEffect, useState } from 'react';
import { strings } from '@/config/strings';
import { logFailure } from '@/lib/log-failure';
import { emailChanged, updateProfile, uploadAvatar } from '../api/update-profile';
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

/** A picked picture: the file to send, an object URL to preview it, and whether the server has it. */
export interface PickedAvatar {
  file: File;
  preview: string;
  sent: boolean;
}

export interface ProfileForm {
  fields: ProfileFields;
  /** The picked picture's preview URL, until it is saved or the form is reset. */
  avatar: string | undefined;
  currentPassword: string;
  /** A new e-mail needs the account password; the field shows only then. */
  needsPassword: boolean;
  refusal: ProfileRefusal;
  busy: boolean;
  setField: (field: ProfileField, value: string) => void;
  setAvatar: (file: File | undefined) => void;
  setCurrentPassword: (value: string) => void;
  /** Puts the fields back to `to` (the user's values unless given) and forgets the rest. */
  reset: (to?: ProfileFields) => void;
  save: (handlers: ProfileSaveHandlers) => Promise<void>;
}

/** `editing`: whether the fields can change now (the profile screen locks them until 'Edit'). */
export function useProfileForm(user: User, { editing = true }: { editing?: boolean } = {}): ProfileForm {
  const [fields, setFields] = useState<ProfileFields>(() => profileFieldsOf(user));
  const [picked, setPicked] = useState<PickedAvatar | undefined>(undefined);
  const [currentPassword, setPassword] = useState('');
  const [refusal, setRefusal] = useState<ProfileRefusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const needsPassword = editing && emailChanged(fields.email, user.email);

  // Each preview URL is released when another picture replaces it or the form goes away.
  const preview = picked?.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const setAvatar = (file: File | undefined) => {
    setPicked(file ? { file, preview: URL.createObjectURL(file), sent: false } : undefined);
    setRefusal((current) => ({ ...current, form: undefined }));
  };

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
    setPicked(undefined);
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
      // The picture first (multipart, PUT /api/users/avatar): if it is refused (too large, not an
      // image), nothing else has changed and the form says why.
      // Once taken, it is not sent again when the rest of the save is retried.
      if (picked && !picked.sent) {
        await uploadAvatar(picked.file, picked.file.name || 'avatar');
        setPicked((current) => current && { ...current, sent: true });
      }
      const updated = await updateProfile({
        ...fields,
        username: user.username,
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
    avatar: preview,
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
