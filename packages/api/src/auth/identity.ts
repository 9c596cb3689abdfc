/**
 * Who is calling: the identity types every module reads (through auth/index.ts) and that auth and
 * users may import directly, like permissions.ts. A leaf: it imports only `Role` from @stockroom/db,
 * `Permission` from permissions.ts and `ApiVersion` from versions.ts, and neither the auth services nor the users module, so no
 * module that needs to know its caller closes an import cycle (docs/ARCHITECTURE.md, Modules).
 */
import type { Role } from '@stockroom/db';
import type { ApiVersion } from '../versions.js';
import type { Permission } from './permissions.js';

/**
 * The authenticated caller of a request, as authentication resolves it (SPEC 5.1–5.3): a person, or
 * an API key's service principal (decision 0017).
 */
export interface Actor {
  /** The users row's id: the person's, or the API key's service principal's. */
  id: string;
  email: string;
  name: string;
  role: Role;
  isActive: boolean;
  /** The warehouse the caller is bound to (decision 0003), null when unbound. */
  warehouseId: string | null;
  /** What the caller may do: its role's permissions, or an API key's own (decision 0017). */
  permissions: Permission[];
  /** Set when the caller is an API key (decision 0017): the key's id. */
  apiKeyId?: string;
  /** Set when the caller is an API key: the dated API version it is pinned to (docs/API.md, Versions). */
  apiVersion?: ApiVersion;
}
