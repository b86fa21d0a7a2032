/**
 * The `collection_invitation` mail (API.md §11): a person given access to a collection with `notify`
 * gets their personal link, which opens the gallery as theirs (favorites and downloads without being
 * asked their email).
 */
import type { Studio } from '../../../platform/access.js';
import { mailBody } from '../../../platform/pages/mail-body.js';
import type { OutgoingMail } from '../../emails/service.js';
import type { AccessLevel } from '../tables.js';

const WHAT_THEY_MAY_DO: Record<AccessLevel, string> = {
  view: 'You can view the photos and choose your favorites.',
  download: 'You can view the photos, choose your favorites and download them.',
  full: 'You can view the photos, choose your favorites and download all of them.',
};

export function invitationMail(
  studio: Pick<Studio, 'name'>,
  invited: { email: string; name: string | null; accessLevel: AccessLevel },
  collection: { id: string; name: string },
  linkUrl: string,
): OutgoingMail {
  return {
    kind: 'collection_invitation',
    to: invited.email,
    subject: `${studio.name} shared "${collection.name}" with you`,
    relatedId: collection.id,
    body: mailBody({
      studioName: studio.name,
      greeting: invited.name ? `Hello ${invited.name},` : 'Hello,',
      paragraphs: [
        `${studio.name} has shared the gallery "${collection.name}" with you. ${WHAT_THEY_MAY_DO[invited.accessLevel]}`,
        'This link is yours: keep it to yourself.',
      ],
      links: [{ label: 'Open the gallery', url: linkUrl }],
    }),
  };
}
