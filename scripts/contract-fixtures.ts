// `npm run contract:fixtures`: prints the template of CONTRACT_FIXTURES, every record the
// contract cases name with the first kind of run that needs it and what it must be on the
// target (`[read-only] the showcase…`). Replace each text by the id (or code) of the target's
// record playing that role; a line left as it is skips the cases that need it, naming it.
// `-- --read-only` prints only the records a read-only run needs.
import { allCalls } from '../contract/calls.ts';
import { fixtureTemplate } from '../tests/contract/fixture-needs.ts';

process.stdout.write(await fixtureTemplate(allCalls, process.argv.includes('--read-only')));
