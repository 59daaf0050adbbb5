import { useState } from 'react';

/** A field's value that a submit checks against a rule (a valid e-mail, the password rule). */
export interface CheckedValue {
  value: string;
  /** A submit found the value breaking the rule; typing clears it. */
  invalid: boolean;
  change: (value: string) => void;
  /** Checks the rule before a submit; when the value breaks it, the field says so. */
  check: () => boolean;
}

export function useCheckedValue(rule: (value: string) => boolean): CheckedValue {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return {
    value,
    invalid,
    change: (next) => {
      setValue(next);
      setInvalid(false);
    },
    check: () => {
      const fits = rule(value);
      setInvalid(!fits);
      return fits;
    },
  };
}
