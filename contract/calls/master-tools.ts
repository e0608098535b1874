// Provisional calls of the master's (and collector's) own tools: celebrity authentication and
// info edit (/masterinfo), the signature (/sign) and account authorisation (/shouquan,
// /sqDetail). The spec names these screens and their limits but not their calls.
// Every call takes `artist_type`: 1 works on the caller's author identity (a master, or the
// master an assistant helps), 2 on their collector or institution identity (the _col screens).
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { documentedAlso } from '../documented-as.ts';
import { endpoints } from '../endpoints.ts';
import { artistTypeField, authorisation, jsonList, ownerProfile, signatureState } from '../entities/master-tools.ts';
import { formText, id } from '../fields.ts';
import { CERTIFICATES_MAX } from '../limits.ts';

// the messages these calls answer with (registered when loaded)

const needsLogin = { http: 401, code: 401, when: 'no token, or a bad or expired one' };
const notTheirs = {
  http: 403,
  code: 403,
  when: 'the caller has no identity of that type (not a master or assistant; not a collector), or (assistants) the tool is the master’s alone',
};

export const ownerProfileCall = defineCall({
  ...endpoints.ownerProfile,
  summary:
    "The caller's editable profile (celebrity authentication and info edit): texts in both languages, birthday, gender, celebrity certificates.",
  provisional: true,
  query: z.object({ artist_type: artistTypeField }),
  data: ownerProfile,
  errors: [needsLogin, notTheirs],
});

/** Texts are plain strings: the server checks them rule by rule, answering each rule's own message. */
export const editOwnerProfile = defineCall({
  ...endpoints.editOwnerProfile,
  summary:
    'Saves the profile. Honors one per line, fewer than 100 lines, each under 50 Chinese characters; at most 10 certificates (pictures of upload/image, each under 10M). A master who is not yet certified sends it for authentication (status 4).',
  provisional: true,
  body: z.object({
    artist_type: artistTypeField,
    name: formText(200),
    name_intl: formText(400),
    title: formText(200),
    title_intl: formText(400),
    pic: formText(300),
    content: formText(4000),
    content_intl: formText(8000),
    honor: formText(20_000),
    honor_intl: formText(40_000),
    birthday: formText(20),
    gender: formText(2),
    certificates: jsonList(
      z.object({ pic: z.string().max(300), content: formText(200), content_intl: formText(400) }),
      CERTIFICATES_MAX,
    ).optional(),
  }),
  data: ownerProfile,
  errors: [
    needsLogin,
    notTheirs,
    {
      http: 400,
      code: 400,
      when: 'a field breaks its rule (name missing, honors too long, too many certificates, a picture that is not the site’s, a birthday in the future)',
    },
  ],
});

export const ownerSignature = defineCall({
  ...endpoints.ownerSignature,
  summary: "The caller's seal image and whether a signature password is set (never the password).",
  provisional: true,
  query: z.object({ artist_type: artistTypeField }),
  data: signatureState,
  errors: [
    needsLogin,
    { ...notTheirs, when: 'no identity of that type, or an assistant (the signature is the master’s alone)' },
  ],
});

export const saveSignature = defineCall({
  ...endpoints.saveSignature,
  summary:
    'Sets the seal image (a picture of upload/image, kind seal: under 3M) and/or the signature password (at least 6 characters, twice; changing it needs the current one).',
  provisional: true,
  // a call that changes nothing is refused, not answered "Saved"
  body: documentedAlso(
    z
      .object({
        artist_type: artistTypeField,
        sign: formText(300),
        password: formText(200),
        password_confirm: formText(200),
        old_password: formText(200),
      })
      .refine((body) => Boolean(body.sign?.trim() || body.password || body.password_confirm), {
        message: 'signatureNothingToSave',
      }),
    {
      anyOf: [
        { required: ['sign'], properties: { sign: { minLength: 1, pattern: '\\S' } } },
        { required: ['password'], properties: { password: { minLength: 1 } } },
      ],
    },
  ),
  data: signatureState,
  errors: [
    needsLogin,
    { ...notTheirs, when: 'no identity of that type, or an assistant (the signature is the master’s alone)' },
    {
      http: 400,
      code: 400,
      when: 'nothing to save (neither a seal nor a password), no seal yet, a password under 6 characters, passwords that differ, or a wrong current password',
    },
  ],
});

export const authorisations = defineCall({
  ...endpoints.authorisations,
  summary: 'The people the caller authorised to work on their account (assistants), newest first.',
  provisional: true,
  query: z.object({ artist_type: artistTypeField }),
  data: z.object({ list: z.array(authorisation) }),
  errors: [
    needsLogin,
    { ...notTheirs, when: 'no identity of that type, or an assistant (authorisation is the master’s alone)' },
  ],
});

export const authorisationDetail = defineCall({
  ...endpoints.authorisationDetail,
  summary: 'One authorisation, with its assistant’s account once they logged in.',
  provisional: true,
  params: z.object({ id }),
  query: z.object({ artist_type: artistTypeField }),
  data: authorisation,
  errors: [
    needsLogin,
    { ...notTheirs, when: 'no identity of that type, or an assistant' },
    { http: 200, code: -1, when: 'no such authorisation of the caller’s' },
  ],
});

export const authorise = defineCall({
  ...endpoints.authorise,
  summary:
    'Authorises a person (name and 11-digit phone) as an assistant. An existing user with that phone becomes an assistant at once (status 1); otherwise it waits for them (status 0).',
  provisional: true,
  body: z.object({ artist_type: artistTypeField, name: formText(200), phone: formText(100) }),
  data: authorisation,
  errors: [
    needsLogin,
    { ...notTheirs, when: 'no identity of that type, or an assistant' },
    {
      http: 400,
      code: 400,
      when: 'name missing or too long, a phone that is not a mainland mobile number, or the caller’s own phone',
    },
    { http: 409, code: 409, when: 'that phone is already authorised (waiting or active)' },
  ],
});

export const revokeAuthorisation = defineCall({
  ...endpoints.revokeAuthorisation,
  summary: 'Revokes an authorisation: the assistant can no longer switch to this account.',
  provisional: true,
  body: z.object({ artist_type: artistTypeField, id }),
  data: authorisation,
  errors: [
    needsLogin,
    { ...notTheirs, when: 'no identity of that type, or an assistant' },
    { http: 200, code: -1, when: 'no such authorisation of the caller’s' },
    { http: 409, code: 409, when: 'already revoked' },
  ],
});
