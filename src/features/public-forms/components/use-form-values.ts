// A public form's values and field errors as state: change one field, show valibot's errors, clear everything after success.
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { getFieldErrors } from '../../../lib/field-errors';

export function useFormValues<TSchema extends v.GenericSchema<Record<string, string>, Record<string, string>>>(
  schema: TSchema,
  emptyValues: v.InferInput<TSchema>,
) {
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setField = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** Validates the current values; on failure shows the messages and returns undefined. */
  const validate = useCallback((): v.InferOutput<TSchema> | undefined => {
    const result = v.safeParse(schema, values);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    setErrors(getFieldErrors(result.issues));
    return undefined;
  }, [schema, values]);

  const reset = useCallback(() => {
    setValues(emptyValues);
    setErrors({});
  }, [emptyValues]);

  return { values, errors, setField, validate, reset };
}
