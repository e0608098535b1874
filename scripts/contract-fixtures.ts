// `npm run contract:fixtures`: prints the template of CONTRACT_FIXTURES, every record the
// contract cases name with what it must be on the target. Replace each description by the id
// (or code) of the target's record playing that role, or remove the line to keep the mock's.
import { fixtureTemplate } from '../tests/contract/fixtures.ts';

process.stdout.write(fixtureTemplate());
