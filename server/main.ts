// `tsx server/main.ts [--port N] [--host H] [--data DIR] [--static DIR] [--dev]
// [--template shop|portfolio|restaurant [--tone TONE] [--name NAME]]` (server/cli.ts)
import { CliError, parseCli } from './cli';
import { startServer } from './server';

try {
  const options = parseCli(process.argv.slice(2), process.env);
  const server = await startServer(options);
  // The editor line comes first: its one-time link signs the admin in (15 minutes, once).
  console.log(`Editor: ${server.signInUrl}`);
  console.log(`Site: ${new URL('/', server.signInUrl).href}`);
  console.log(
    `Admin: ${server.adminEmail} (the link above signs you in; set a password in Account)`,
  );
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(error instanceof CliError ? 2 : 1);
}
