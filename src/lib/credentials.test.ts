import { describe, expect, it } from 'vitest';
import { checkCredentials, minLength, urlOrEmpty } from './credentials';

const fields = [
  { name: 'apiKey', required: true },
  { name: 'webhookUrl', required: false },
  { name: 'note', required: false },
];
const rules = { apiKey: minLength(20, 'API key must be at least 20 characters'), webhookUrl: urlOrEmpty('Must be a valid URL') };

describe('checkCredentials', () => {
  it('gives each field its rule’s message, and keeps only what was typed', () => {
    expect(checkCredentials({ apiKey: 'x'.repeat(19), webhookUrl: 'not a url' }, fields, rules, { editing: false, requiredMessage: 'Required' })).toEqual({
      ok: false,
      fieldErrors: { apiKey: 'API key must be at least 20 characters', webhookUrl: 'Must be a valid URL' },
    });
    expect(checkCredentials({ apiKey: ` ${'x'.repeat(20)} `, webhookUrl: '', note: 'n' }, fields, rules, { editing: false, requiredMessage: 'Required' })).toEqual({
      ok: true,
      credentials: { apiKey: 'x'.repeat(20), note: 'n' },
    });
  });

  it('a required field left empty: its rule’s message, or the generic one', () => {
    expect(checkCredentials({}, fields, rules, { editing: false, requiredMessage: 'Required' })).toEqual({ ok: false, fieldErrors: { apiKey: 'API key must be at least 20 characters' } });
    expect(checkCredentials({}, [{ name: 'token', required: true }], {}, { editing: false, requiredMessage: 'Required' })).toEqual({ ok: false, fieldErrors: { token: 'Required' } });
  });

  it('an edit keeps the fields left blank', () => {
    expect(checkCredentials({ webhookUrl: 'https://example.com/hook' }, fields, rules, { editing: true, requiredMessage: 'Required' })).toEqual({ ok: true, credentials: { webhookUrl: 'https://example.com/hook' } });
  });
});
