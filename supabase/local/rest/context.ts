// What every REST module is given: the database and schema cache, and who is asking (the JWT's role and claims).
import type { Database } from '../db.ts';
import type { JwtClaims } from '../jwt.ts';
import type { SchemaCache } from '../schema-cache.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface RestContext {
  db: Database;
  schema(): SchemaCache;
}

export interface RequestIdentity {
  role: DbRole;
  claims: JwtClaims;
}
