// Unit tests: the roles snapshot the dashboard shell paints from is read strictly; anything else means "not known".
import { describe, expect, it } from 'vitest';
import { readRolesSnapshot } from './roles-store';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'maarifa-roles:u1' ? value : null) });

describe('readRolesSnapshot', () => {
  it('reads the roles stored for that user', () => {
    expect(readRolesSnapshot('u1', storage('["instructor","learner"]'))).toEqual(['instructor', 'learner']);
    expect(readRolesSnapshot('u2', storage('["learner"]'))).toBeNull();
  });

  it('treats missing, malformed or unknown roles as not known', () => {
    expect(readRolesSnapshot('u1', storage(null))).toBeNull();
    expect(readRolesSnapshot('u1', storage('{broken'))).toBeNull();
    expect(readRolesSnapshot('u1', storage('["learner","emperor"]'))).toBeNull();
    expect(readRolesSnapshot('u1', storage('"learner"'))).toBeNull();
  });
});
