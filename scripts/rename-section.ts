// `node --import tsx scripts/rename-section.ts --id ID --name NAME`: see src/server/cli/rename-section.ts.
import { renameSectionMain } from '../src/server/cli/rename-section';

process.exitCode = await renameSectionMain(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
