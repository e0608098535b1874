// Must NOT compile: proves the declarations are not `any`.
import type { Treasure } from '@treasure-center/contract/entities/treasure';
import { startMock } from '@treasure-center/mock';

export const id: string = ({} as Treasure).id;
export const mock = startMock({ port: 'three thousand' });
