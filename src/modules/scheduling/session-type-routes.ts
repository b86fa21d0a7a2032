/** The routes of session types: their configuration, status, templates and taxes. Their open slots: availability-routes.ts. */
import { callerOf, originOf, type App } from '../../platform/http.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, Paginated, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { SessionTypeService } from './session-types.js';
import { config, tags } from './route-config.js';
import {
  ContractParams, QuestionnaireParams, SessionType, SessionTypeCreate, SessionTypeListQuery, SessionTypeParams, SessionTypeUpdate, StatusUpdate, TaxesUpdate,
} from './session-type-schemas.js';

export const sessionTypeId = (params: { session_type_id: string }) => pathId('set', params.session_type_id, 'session type');

export const TYPE_INVALID_ID = invalidIdLine('session_type_id', 'set', 'session type');
export const TYPE_NOT_FOUND = '`not_found`: the studio has no session type with this identifier.';

export function sessionTypeRoutes(app: App, { sessionTypes }: { sessionTypes: SessionTypeService }): void {
  app.get('/session_types', {
    schema: {
      tags,
      operationId: 'listSessionTypes',
      summary: 'List session types',
      description: `The studio's session types with their whole configuration and schedule, newest first, a page at a time. ${STAFF_ONLY}`,
      querystring: SessionTypeListQuery,
      response: { 200: Paginated(SessionType, 'A page of session types.', 'The session types on this page, newest first.'), ...errorResponses(config, 'GET') },
    },
    config,
  }, async (req) => {
    const { page, per_page } = req.query;
    const { data, meta } = await sessionTypes.list(callerOf(req), { page, perPage: per_page }, originOf(req));
    return { data, links: pageLinks(req, meta), meta };
  });

  app.post('/session_types', {
    schema: {
      tags,
      operationId: 'createSessionType',
      summary: 'Create a session type',
      description:
        'Creates a session type, as `draft` unless `status` is given. It gets a schedule of its own in the studio\'s time zone, with the ' +
        'weekly hours of `session_type_schedule_intervals` (none when left out), unless `session_type_schedule_id` shares an existing ' +
        `schedule. \`currency\` defaults to the studio's. ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: SessionTypeCreate,
      response: {
        201: Data(SessionType, 'The session type was created.'),
        ...errorResponses(config, 'POST', {
          400: ['`invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).'],
          422: [`${INVALID_BODY} Also an unknown \`session_type_schedule_id\`, a maximum notice below the minimum, or a deposit above the full price.`],
        }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await sessionTypes.create(callerOf(req), req.body, originOf(req)) }));

  app.get('/session_types/:session_type_id', {
    schema: {
      tags,
      operationId: 'getSessionType',
      summary: 'Get a session type',
      description: `One session type with its whole configuration and schedule. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      response: { 200: Data(SessionType, 'The session type.'), ...errorResponses(config, 'GET', { 400: [TYPE_INVALID_ID], 404: [TYPE_NOT_FOUND] }) },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.get(callerOf(req), sessionTypeId(req.params), originOf(req)) }));

  app.put('/session_types/:session_type_id', {
    schema: {
      tags,
      operationId: 'updateSessionType',
      summary: 'Update a session type',
      description:
        'Changes the fields given and keeps the others (a partial update). Sessions already booked keep their times and location. ' +
        `\`session_type_schedule_id\` moves the session type onto another existing schedule. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      body: SessionTypeUpdate,
      response: {
        200: Data(SessionType, 'The session type after the change.'),
        ...errorResponses(config, 'PUT', {
          400: [TYPE_INVALID_ID, '`invalid_currency`: `currency` is not one the service supports.'],
          404: [TYPE_NOT_FOUND],
          422: [`${INVALID_BODY} Also an unknown \`session_type_schedule_id\`, a maximum notice below the minimum, or a deposit above the full price.`],
        }),
      },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.update(callerOf(req), sessionTypeId(req.params), req.body, originOf(req)) }));

  app.delete('/session_types/:session_type_id', {
    schema: {
      tags,
      operationId: 'deleteSessionType',
      summary: 'Delete a session type',
      description:
        'Deletes the session type: it leaves the lists and cannot be booked. Sessions booked with it keep it as their `session_type`. ' +
        `Refused while it has inquiries or booked sessions still to come. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      response: {
        200: Message('The session type was deleted.'),
        ...errorResponses(config, 'DELETE', {
          400: [TYPE_INVALID_ID],
          404: [TYPE_NOT_FOUND],
          409: ['`session_type_has_sessions`: the session type has inquiries or booked sessions still to come.'],
        }),
      },
    },
    config,
  }, async (req) => {
    await sessionTypes.remove(callerOf(req), sessionTypeId(req.params));
    return { message: 'Session type deleted.' };
  });

  app.put('/session_types/:session_type_id/update_status', {
    schema: {
      tags,
      operationId: 'updateSessionTypeStatus',
      summary: 'Publish a session type or set it back to draft',
      description: `Sets \`status\` to \`published\` or \`draft\`. Availability and the studio's bookings work in both; the booking page (\`booking_url\`) is open only while published. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      body: StatusUpdate,
      response: {
        200: Data(SessionType, 'The session type with its new status.'),
        ...errorResponses(config, 'PUT', { 400: [TYPE_INVALID_ID], 404: [TYPE_NOT_FOUND], 422: [INVALID_BODY] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.setStatus(callerOf(req), sessionTypeId(req.params), req.body.status, originOf(req)) }));

  app.put('/session_types/:session_type_id/templates/contract/:contract_id', {
    schema: {
      tags,
      operationId: 'setSessionTypeContract',
      summary: 'Associate a contract template',
      description: `Sets the contract template (\`ct_\`) clients sign for this session type; templates are managed outside this API. No body. ${STAFF_ONLY}`,
      params: ContractParams,
      response: {
        200: Data(SessionType, 'The session type with its contract template.'),
        ...errorResponses(config, 'PUT', { 400: [TYPE_INVALID_ID, invalidIdLine('contract_id', 'ct', 'contract template')], 404: [TYPE_NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({
    data: await sessionTypes.setTemplate(callerOf(req), sessionTypeId(req.params), {
      contractTemplateId: pathId('ct', req.params.contract_id, 'contract template'),
    }, originOf(req)),
  }));

  app.put('/session_types/:session_type_id/templates/questionnaire/:questionnaire_id', {
    schema: {
      tags,
      operationId: 'setSessionTypeQuestionnaire',
      summary: 'Associate a questionnaire template',
      description: `Sets the questionnaire template (\`qt_\`) clients fill in for this session type; templates are managed outside this API. No body. ${STAFF_ONLY}`,
      params: QuestionnaireParams,
      response: {
        200: Data(SessionType, 'The session type with its questionnaire template.'),
        ...errorResponses(config, 'PUT', { 400: [TYPE_INVALID_ID, invalidIdLine('questionnaire_id', 'qt', 'questionnaire template')], 404: [TYPE_NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({
    data: await sessionTypes.setTemplate(callerOf(req), sessionTypeId(req.params), {
      questionnaireTemplateId: pathId('qt', req.params.questionnaire_id, 'questionnaire template'),
    }, originOf(req)),
  }));

  app.post('/session_types/:session_type_id/taxes', {
    schema: {
      tags,
      operationId: 'setSessionTypeTaxes',
      summary: 'Set the taxes of a session type',
      description: `Replaces the session type's taxes with \`taxes\`; an empty list removes them. Answers 200: it changes the session type, it creates nothing. ${STAFF_ONLY}`,
      params: SessionTypeParams,
      body: TaxesUpdate,
      response: {
        200: Data(SessionType, 'The session type with its new taxes.'),
        ...errorResponses(config, 'POST', { 400: [TYPE_INVALID_ID], 404: [TYPE_NOT_FOUND], 422: [`${INVALID_BODY} For example a rate above 100 or with more than two decimals.`] }),
      },
    },
    config,
  }, async (req) => ({ data: await sessionTypes.setTaxes(callerOf(req), sessionTypeId(req.params), req.body.taxes, originOf(req)) }));
}
