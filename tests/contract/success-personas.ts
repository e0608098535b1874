// Who sends each call's recorded success (contract/openapi-examples.json's `ok`), where not the
// master (demo-master): the tests that replay the examples against a mock log in as these.
import type { Persona } from '../../server/start-mock.ts';

export const SUCCESS_PERSONAS: Record<string, Persona> = {
  'auth.artistList': 'demo-assistant',
  'auth.chooseArtist': 'demo-assistant',
  'stats.overview': 'demo-salesman',
  'role.apply': 'demo-visitor',
  'salesman.bind': 'demo-visitor',
  'audio.payByCount': 'demo-collector',
};

export const successPersona = (call: string): Persona => SUCCESS_PERSONAS[call] ?? 'demo-master';
