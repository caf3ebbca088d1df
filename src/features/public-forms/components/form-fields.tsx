// Labelled form controls with their error line, shared by the public forms (instructor, affiliate, contact).
import { Field, Input, NativeSelect, Textarea } from '../../../ui/parts';
import type { HTMLInputTypeAttribute } from 'react';

interface BaseFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string | undefined;
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
}

function FieldShell({ label, error, required, helperText, disabled, children }: Omit<BaseFieldProps, 'name' | 'value' | 'onChange'> & { children: React.ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false} disabled={disabled ?? false}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextField({
  name,
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  ...shell
}: BaseFieldProps & { type?: HTMLInputTypeAttribute; placeholder?: string; autoComplete?: string }) {
  return (
    <FieldShell {...shell}>
      <Input
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </FieldShell>
  );
}

export function TextareaField({ name, value, onChange, placeholder, rows = 4, ...shell }: BaseFieldProps & { placeholder?: string; rows?: number }) {
  return (
    <FieldShell {...shell}>
      <Textarea name={name} value={value} placeholder={placeholder} rows={rows} onChange={(event) => onChange(name, event.target.value)} />
    </FieldShell>
  );
}

export function SelectField({
  name,
  value,
  onChange,
  options,
  placeholder,
  ...shell
}: BaseFieldProps & { options: readonly string[]; placeholder: string }) {
  return (
    <FieldShell {...shell}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(name, event.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
