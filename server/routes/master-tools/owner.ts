// Routes of the master's (and collector's) own account: profile, signature, authorisations.
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../contract/calls/master-tools.ts';
import {
  authorisationDetail,
  authorisePerson,
  listAuthorisations,
  revokeAuthorisationOf,
} from '../../services/authorisations.ts';
import { editProfile, readProfile, readSignature, saveSignatureOf } from '../../services/owner-profile.ts';
import { route } from '../route.ts';

export async function ownerAccountRoutes(app: FastifyInstance) {
  route(app, calls.ownerProfileCall, ({ deps, user, query }) => readProfile(deps.db, user, query.artist_type));

  route(app, calls.editOwnerProfile, ({ deps, user, body }) => editProfile(deps.db, user, body), {
    says: 'submitSucceed',
  });

  route(app, calls.ownerSignature, ({ deps, user, query }) => readSignature(deps.db, user, query.artist_type));

  route(app, calls.saveSignature, ({ deps, user, body }) => saveSignatureOf(deps.db, user, body), { says: 'saved' });

  route(app, calls.authorisations, ({ deps, user, query }) => listAuthorisations(deps.db, user, query.artist_type));

  route(app, calls.authorisationDetail, ({ deps, user, params, query }) =>
    authorisationDetail(deps.db, user, query.artist_type, params.id),
  );

  route(app, calls.authorise, ({ deps, user, body }) => authorisePerson(deps.db, user, body.artist_type, body), {
    says: 'submitSucceed',
  });

  route(
    app,
    calls.revokeAuthorisation,
    ({ deps, user, body }) => revokeAuthorisationOf(deps.db, user, body.artist_type, body.id),
    { says: 'revokeSuccess' },
  );
}
