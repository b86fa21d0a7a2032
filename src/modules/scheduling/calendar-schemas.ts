/** Schemas of calendar feeds: secret addresses of the studio's sessions for calendar apps. */
import { Type, type Static } from 'typebox';
import { Described, Id, Nullable, Page, PageSize, PathId, Query, Timestamp } from '../../platform/schemas.js';

export const CalendarFeed = Type.Object(
  {
    id: Id('cf', 'The feed\'s identifier.'),
    name: Nullable(Type.String({ description: 'A name to tell feeds apart.', examples: ['My phone'] })),
    url: Nullable(Type.String({ description: 'The secret address calendar apps subscribe to; shown only in the answer that created the feed, null afterwards.', examples: ['https://studio.example.com/calendar/3kTq…ics'] })),
    created_at: Described(Timestamp, 'When the feed was created (RFC 3339, UTC, microseconds).'),
  },
  { description: 'A secret calendar address of the studio\'s sessions.' },
);
export type CalendarFeed = Static<typeof CalendarFeed>;

export const CalendarFeedCreate = Type.Object(
  { name: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'A name to tell feeds apart, up to 200 characters.', examples: ['My phone'] }))) },
  { additionalProperties: false, description: 'A new calendar feed.', examples: [{ name: 'My phone' }] },
);
export type CalendarFeedCreate = Static<typeof CalendarFeedCreate>;

export const CalendarFeedParams = Type.Object({ feed_id: PathId('cf', 'calendar feed') });
export const CalendarFeedListQuery = Query({ page: Page, per_page: PageSize });
