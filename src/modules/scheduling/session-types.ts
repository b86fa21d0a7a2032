import type { Caller } from '../../platform/access.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { givenChanges } from '../../platform/db/changes.js';
import { conflict, invalid, invalidField, missing, type Details } from '../../platform/errors.js';
import { isId, newId, randomAlphanumeric } from '../../platform/ids.js';
import { currencyOf } from '../../platform/money.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import type { BookingRules } from './availability.js';
import { lockCalendar, scheduleQueries, type ScheduleQueries, type SessionTypeChanges, type SessionTypeRow } from './queries.js';
import { assertIntervals, type ScheduleService } from './schedules.js';
import type { SessionType, SessionTypeCreate, SessionTypeUpdate } from './session-type-schemas.js';
import type { Tax } from './tables.js';

type Status = SessionType['status'];

/** Session types (API.md §5): what clients book, with its booking rules and its schedule. */
export class SessionTypeService {
  private queries: ScheduleQueries;

  constructor(
    private db: Db,
    private schedules: ScheduleService,
  ) {
    this.queries = scheduleQueries(db);
  }

  async list(caller: Caller, paging: PageRequest, origin: string): Promise<ListPage<SessionType>> {
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.sessionTypePage(studioId, limit, offset), total: () => this.queries.sessionTypeTotal(studioId) },
      (rows) => this.presentMany(caller, rows, origin),
    );
  }

  async get(caller: Caller, id: string, origin: string): Promise<SessionType> {
    return this.present(caller, await this.find(caller, id), origin);
  }

  async create(caller: Caller, input: SessionTypeCreate, origin: string): Promise<SessionType> {
    if (input.session_type_schedule_id !== undefined && input.session_type_schedule_intervals !== undefined) {
      throw invalidField('session_type_schedule_intervals', 'Give the hours of a new schedule, or an existing schedule, not both.');
    }
    assertIntervals('session_type_schedule_intervals', input.session_type_schedule_intervals ?? []);
    const fields = checkedFields(caller, input, { minimum: null, maximum: null, full: null, partial: null });
    const row = await this.db.transaction(async (tx) => {
      const schedule = input.session_type_schedule_id === undefined
        ? await this.schedules.insert(tx, caller, { name: input.name, zone: caller.studio.timezone, intervals: input.session_type_schedule_intervals ?? [] })
        : await this.schedules.referenced(caller, input.session_type_schedule_id, tx);
      return this.queries.insertSessionType(tx, {
        studioId: caller.studio.id,
        id: newId('set'),
        name: input.name,
        duration: input.duration,
        status: input.status ?? 'draft',
        currency: fields.currency ?? caller.studio.currency,
        ...fields,
        scheduleId: schedule.id,
      });
    });
    return this.present(caller, row, origin);
  }

  async update(caller: Caller, id: string, input: SessionTypeUpdate, origin: string): Promise<SessionType> {
    const current = await this.find(caller, id);
    const changes: SessionTypeChanges = checkedFields(caller, input, {
      minimum: current.minimumNoticeDuration,
      maximum: current.maximumNoticeDuration,
      full: current.paymentAmountFull,
      partial: current.paymentAmountPartial,
    });
    if (input.name !== undefined) changes.name = input.name;
    if (input.duration !== undefined) changes.duration = input.duration;
    if (input.session_type_schedule_id !== undefined) changes.scheduleId = (await this.schedules.referenced(caller, input.session_type_schedule_id)).id;
    return this.present(caller, await this.changed(caller, id, changes), origin);
  }

  async setStatus(caller: Caller, id: string, status: Status, origin: string): Promise<SessionType> {
    return this.present(caller, await this.changed(caller, id, { status }), origin);
  }

  async setTemplate(
    caller: Caller, id: string, template: { contractTemplateId: string } | { questionnaireTemplateId: string }, origin: string,
  ): Promise<SessionType> {
    return this.present(caller, await this.changed(caller, id, template), origin);
  }

  async setTaxes(caller: Caller, id: string, taxes: Tax[], origin: string): Promise<SessionType> {
    assertTaxes(taxes);
    return this.present(caller, await this.changed(caller, id, { taxes }), origin);
  }

  /** Deletes the session type; sessions booked with it keep naming it. 409 while it has sessions to come. */
  async remove(caller: Caller, id: string): Promise<void> {
    const outcome = await this.db.transaction(async (tx) => {
      // A booking in flight would otherwise land on a type deleted under it.
      await lockCalendar(tx, caller.studio.id);
      return this.queries.deleteSessionType(tx, caller.studio.id, id);
    });
    if (outcome === 'missing') throw missing('session type', id);
    if (outcome === 'has_future_sessions') {
      throw conflict('session_type_has_sessions', 'The session type has sessions to come: cancel or complete them first, or set it to draft.');
    }
  }

  /** The session type a body names in `session_type_id`: unknown or malformed is 422 on that field. Pass `tx` inside a transaction. */
  async referenced(caller: Caller, id: string, executor?: Executor): Promise<SessionTypeRow> {
    const row = isId('set', id) ? await this.queries.sessionTypeById(caller.studio.id, id, executor) : undefined;
    if (!row) throw invalidField('session_type_id', `The studio has no session type with the identifier ${id}.`);
    return row;
  }

  /** The session type a path names: 404 unless the studio has it. */
  async find(caller: Caller, id: string, executor?: Executor, { includeDeleted = false } = {}): Promise<SessionTypeRow> {
    const row = await this.queries.sessionTypeById(caller.studio.id, id, executor, includeDeleted);
    if (!row) throw missing('session type', id);
    return row;
  }

  /** Names and durations of session types by id, deleted ones included. */
  async briefs(caller: Caller, ids: string[], executor?: Executor): Promise<Map<string, { id: string; name: string; duration: number }>> {
    const rows = ids.length === 0 ? [] : await this.queries.sessionTypesIncludingDeleted(caller.studio.id, [...new Set(ids)], executor);
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async changed(caller: Caller, id: string, changes: SessionTypeChanges): Promise<SessionTypeRow> {
    const row = await this.queries.updateSessionType(caller.studio.id, id, changes);
    if (!row) throw missing('session type', id);
    return row;
  }

  private async present(caller: Caller, row: SessionTypeRow, origin: string): Promise<SessionType> {
    return (await this.presentMany(caller, [row], origin))[0];
  }

  private async presentMany(caller: Caller, rows: SessionTypeRow[], origin: string): Promise<SessionType[]> {
    const schedules = await this.schedules.byIds(caller, rows.map((row) => row.scheduleId));
    return rows.map((row) => present(row, schedules.get(row.scheduleId)!, origin));
  }
}

/** Where booking pages are served, outside the API: `/book/<slug>`. */
export const BOOKING_PATH = '/book/';
/** 24 of 62 characters: 142 bits, beyond guessing, so that closed or unpublished types cannot be found by trying. */
const BOOKING_SLUG_LENGTH = 24;

/** Whether clients may book the session type at its page now (API.md §11): turned on, and published. */
export const isBookableOnline = (row: Pick<SessionTypeRow, 'onlineBooking' | 'status'>) => row.onlineBooking && row.status === 'published';

/** The type's booking page, while clients may book there. */
export function bookingUrlOf(row: SessionTypeRow, origin: string): string | null {
  return isBookableOnline(row) && row.bookingSlug !== null ? `${origin}${BOOKING_PATH}${row.bookingSlug}` : null;
}

/** A session type's booking rules, as availability reads them. */
export function bookingRulesOf(row: Pick<SessionTypeRow, 'duration' | 'slotInterval' | 'bufferBefore' | 'bufferAfter' | 'minimumNoticeDuration' | 'maximumNoticeDuration'>): BookingRules {
  return {
    durationMinutes: row.duration,
    slotIntervalMinutes: row.slotInterval ?? row.duration,
    bufferBeforeMinutes: row.bufferBefore,
    bufferAfterMinutes: row.bufferAfter,
    minimumNoticeDays: row.minimumNoticeDuration,
    maximumNoticeDays: row.maximumNoticeDuration,
  };
}

type Editable = Omit<SessionTypeUpdate, 'name' | 'duration' | 'session_type_schedule_id'>;

/** The fields of a create or an update, checked against each other and against what is kept (`current`). */
function checkedFields(caller: Caller, input: Editable, current: KeptFields): SessionTypeChanges {
  assertFieldRules(input, current);
  return changesOf(caller, input);
}

interface KeptFields {
  minimum: number | null;
  maximum: number | null;
  full: number | null;
  partial: number | null;
}

function assertFieldRules(input: Editable, current: KeptFields): void {
  const details: Details = {};
  const minimum = input.minimum_notice_duration === undefined ? current.minimum : input.minimum_notice_duration;
  const maximum = input.maximum_notice_duration === undefined ? current.maximum : input.maximum_notice_duration;
  if (minimum !== null && maximum !== null && minimum > maximum) {
    details.maximum_notice_duration = ['The maximum notice cannot be shorter than the minimum notice.'];
  }
  const full = input.payment_amount_full === undefined ? current.full : input.payment_amount_full;
  const partial = input.payment_amount_partial === undefined ? current.partial : input.payment_amount_partial;
  if (full !== null && partial !== null && partial > full) {
    details.payment_amount_partial = ['The deposit cannot be more than the full price.'];
  }
  for (const [field, prefix] of [['contract_template_id', 'ct'], ['questionnaire_template_id', 'qt']] as const) {
    const id = input[field];
    if (id != null && !isId(prefix, id)) details[field] = [`Must be ${prefix}_ followed by 30 letters and digits.`];
  }
  (input.intake_form_fields ?? []).forEach((field, index) => {
    if (field.type === 'select' && !field.options?.length) details[`intake_form_fields.${index}.options`] = ['A select question needs its options.'];
  });
  if (Object.keys(details).length > 0) throw invalid(details);
  if (input.taxes !== undefined) assertTaxes(input.taxes);
}

function changesOf(caller: Caller, input: Editable): SessionTypeChanges {
  return givenChanges<SessionTypeChanges>({
    location: input.location,
    description: input.description,
    paymentAmountFull: input.payment_amount_full,
    paymentAmountPartial: input.payment_amount_partial,
    currency: input.currency === undefined ? undefined : currencyOf(input.currency, caller.studio.currency),
    collectPayment: input.collect_payment === undefined ? undefined : Boolean(input.collect_payment),
    minimumNoticeDuration: input.minimum_notice_duration,
    maximumNoticeDuration: input.maximum_notice_duration,
    paymentMethods: input.payment_methods?.map((method) => ({ ...method, instructions: method.instructions ?? null })),
    bufferBefore: input.buffer_before,
    bufferAfter: input.buffer_after,
    slotInterval: input.slot_interval,
    intakeFormFields: input.intake_form_fields?.map((field) => ({ ...field, options: field.options ?? null })),
    cancellationPolicy: input.cancellation_policy,
    reschedulePolicy: input.reschedule_policy,
    contractTemplateId: input.contract_template_id,
    questionnaireTemplateId: input.questionnaire_template_id,
    taxes: input.taxes,
    onlineBooking: input.online_booking,
    reminderHours: input.reminder_hours,
    // Offered whenever online booking is turned on; the query keeps a slug the type already has.
    bookingSlug: input.online_booking ? randomAlphanumeric(BOOKING_SLUG_LENGTH) : undefined,
  });
}

function assertTaxes(taxes: Tax[]): void {
  const details: Details = {};
  taxes.forEach((tax, index) => {
    if (Number(tax.rate.toFixed(2)) !== tax.rate) details[`taxes.${index}.rate`] = ['A tax rate has at most two decimals.'];
  });
  if (Object.keys(details).length > 0) throw invalid(details);
}

function present(row: SessionTypeRow, schedule: SessionType['session_type_schedule'], origin: string): SessionType {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    duration: row.duration,
    location: row.location,
    description: row.description,
    payment_amount_full: row.paymentAmountFull,
    payment_amount_partial: row.paymentAmountPartial,
    currency: row.currency,
    collect_payment: row.collectPayment,
    minimum_notice_duration: row.minimumNoticeDuration,
    maximum_notice_duration: row.maximumNoticeDuration,
    payment_methods: row.paymentMethods,
    buffer_before: row.bufferBefore,
    buffer_after: row.bufferAfter,
    slot_interval: row.slotInterval ?? row.duration,
    intake_form_fields: row.intakeFormFields,
    cancellation_policy: row.cancellationPolicy,
    reschedule_policy: row.reschedulePolicy,
    contract_template_id: row.contractTemplateId,
    questionnaire_template_id: row.questionnaireTemplateId,
    taxes: row.taxes,
    online_booking: row.onlineBooking,
    booking_url: bookingUrlOf(row, origin),
    reminder_hours: row.reminderHours,
    session_type_schedule: schedule,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
