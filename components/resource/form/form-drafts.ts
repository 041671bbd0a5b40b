// What a form's drafts load on demand, as one chunk (resource-form-client.tsx): the visit's draft keeping
// (lib/client/drafts/draft-session.ts, with the store and its crypto) and the view of the offer, which is
// only ever drawn once this has loaded.
export { openDraftSession } from '@/lib/client/drafts/draft-session';
export { DraftOfferView } from './draft-offer';
