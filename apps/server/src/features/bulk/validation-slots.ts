import { BulkFileError } from './bulk-file-error.ts';

/** How long an upload waits for its turn before it is told to come back, and when to come back. */
const MAX_WAIT_MS = 30_000;
const RETRY_AFTER_SECONDS = 30;

/** What the settings say (BULK_VALIDATIONS_AT_ONCE, BULK_VALIDATIONS_WAITING). */
export interface ValidationSlotsSettings {
  BULK_VALIDATIONS_AT_ONCE: number;
  BULK_VALIDATIONS_WAITING: number;
}

/** 503 BUSY with Retry-After, in the error shape with a bulk message key. */
export const validationsBusy = () =>
  new BulkFileError('fileValidationsBusy', { seconds: RETRY_AFTER_SECONDS }, 'BUSY', 503, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

/**
 * At most `atOnce` uploads are read and checked at the same time (an XLSX upload holds its
 * shared-strings table, up to ~75 MB, while its sheet is read); the next `maxWaiting` wait their turn
 * in arrival order, each for at most 30 s; beyond that an upload is refused at once with 503 BUSY and
 * Retry-After, before anything is saved. A slot is held from the first byte read to the answer, so a
 * queued upload is not read at all (its sender waits on the connection).
 */
export class ValidationSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private readonly atOnce: number;
  private readonly maxWaiting: number;
  private readonly maxWaitMs: number;

  constructor(atOnce: number, maxWaiting: number, maxWaitMs = MAX_WAIT_MS) {
    this.atOnce = atOnce;
    this.maxWaiting = maxWaiting;
    this.maxWaitMs = maxWaitMs;
  }

  /** Validations running now and waiting now. */
  get state(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.atOnce) this.active++;
    else await this.turn();
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }

  private turn(): Promise<void> {
    if (this.queue.length >= this.maxWaiting) return Promise.reject(validationsBusy());
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(start), 1);
        reject(validationsBusy());
      }, this.maxWaitMs);
      this.queue.push(start);
    });
  }
}

const bySettings = new WeakMap<ValidationSlotsSettings, ValidationSlots>();

/** The slots of one server (one per configuration object, so one per app built). */
export function validationSlotsOf(settings: ValidationSlotsSettings): ValidationSlots {
  let slots = bySettings.get(settings);
  if (!slots) {
    slots = new ValidationSlots(settings.BULK_VALIDATIONS_AT_ONCE, settings.BULK_VALIDATIONS_WAITING);
    bySettings.set(settings, slots);
  }
  return slots;
}

/** The defaults' slots, for a caller that passes none. */
export const defaultValidationSlots = new ValidationSlots(2, 20);
