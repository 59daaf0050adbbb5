import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface CataloguePickerProps {
  name: string;
  label: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
  /** How an option reads ('2' → '2nd Year'); the value stored is the option itself. */
  optionLabel?: (option: string) => string;
  /** Typing is taken as it is: only while the catalogue has nothing to offer (a new install). */
  freeText?: boolean;
  loading?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
}

/**
 * One of the profile's College, Course and Year fields: a type-to-filter list of what the
 * catalogue offers (issue 25: chosen, not typed), cleared with its × or by emptying it.
 */
export function CataloguePicker({
  name,
  label,
  value,
  options,
  onChange,
  optionLabel = (option) => option,
  freeText = false,
  loading = false,
  disabled = false,
  required = false,
  error,
  helperText,
}: CataloguePickerProps) {
  return (
    <Autocomplete<string, false, false, boolean>
      options={options}
      value={value === '' ? null : value}
      onChange={(_, next) => {
        onChange(next ?? '');
      }}
      freeSolo={freeText}
      // The typed text is the value only in free-text mode. The input stays uncontrolled either
      // way: the mode changes once the catalogue has loaded, and MUI cannot switch that.
      onInputChange={(_, next, reason) => {
        if (freeText && reason === 'input') onChange(next);
      }}
      getOptionLabel={optionLabel}
      autoHighlight
      loading={loading}
      disabled={disabled}
      noOptionsText="Nothing listed yet"
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error !== undefined}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
