// Every server test file: relative imports inside drizzle-orm skip Node's package.json lookups, as
// in the server's entry (lib/package-resolve.ts); each test file loads drizzle in a fresh worker.
import { registerPackageResolve } from '../src/lib/package-resolve.ts';

registerPackageResolve();
