// `npm run create-admin -- --username NAME`: see src/server/cli/create-admin.ts.
import { createAdminMain } from '../src/server/cli/create-admin';

process.exitCode = await createAdminMain(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
