/** The English strings of namespace `audit` (locales.ts loads the language on screen only). */
const en = {
  title: 'Audit trail',
  subtitle:
    'Every change, sign-in and read of personal data, newest first. Entries cannot be changed or removed, and each is sealed into a SHA-256 chain.',
  filters: {
    actor: 'Who (email)',
    action: 'Action (exact, e.g. banner.update)',
    kind: 'Kind',
    allKinds: 'All kinds',
    targetType: 'Record type',
    targetId: 'Record id',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
  },
  columns: { when: 'When', who: 'Who', action: 'Action', record: 'Record', details: 'Before → after' },
  tableLabel: 'Audit entries',
  empty: 'No entries match these filters',
  loadError: 'The audit trail could not be loaded.',
  verify: {
    button: 'Verify the chain',
    ok: 'The chain holds: {{checked}} sealed entries checked, {{unsealed}} waiting to be sealed.',
    broken: 'The chain is broken: the first entry concerned is #{{id}}.',
    brokenOutside: 'The chain does not hold: see what was found below.',
    failed: 'The chain could not be verified.',
    mode: 'Pass',
    modes: { incremental: 'since the last verified checkpoint', full: 'the whole chain' },
    checked: 'Seals checked',
    sealed: 'Sealed entries',
    unsealed: 'Waiting to be sealed',
    anchoredThrough: 'Anchored outside the database through',
    checkpointsChecked: 'Checkpoints checked',
    missingSeals: 'Entries never sealed',
    lateSeals: 'Entries unsealed for over 10 s',
    headHash: 'Last link',
    none: 'none',
    problems: {
      linkBroken: 'Entry #{{id}} was changed or removed after it was sealed.',
      macInvalid:
        'The seal of entry #{{id}} was not made with the audit key: sealed outside the application, a rewritten chain, or the wrong AUDIT_KEY.',
      checkpointMismatch:
        'Checkpoint {{checkpoint}} vouches for entry #{{id}}, which the database no longer holds as it was: entries deleted or the chain rewritten.',
      checkpointBeyondHead:
        'Checkpoint {{checkpoint}} vouches for entry #{{id}}, beyond the last entry the database holds: the database was restored to an earlier moment, or its newest entries were deleted.',
      checkpointForged: 'Checkpoint {{checkpoint}} is not signed with the audit key: forged.',
      checkpointForeign: 'Checkpoint {{checkpoint}} was signed for another deployment.',
      clockBehind:
        'The newest checkpoint ({{checkpoint}}) is dated after this server’s clock: was the clock moved back?',
      missingSeal:
        'Entry #{{id}} is neither sealed nor waiting to be: it was written behind the application’s back.',
      lateSeal: 'Entry #{{id}} has waited over 10 s to be sealed: is the sealing step blocked?',
      verifiedPointGone:
        'Entry #{{id}}, the head of the last verified checkpoint, is no longer in the chain as it was.',
      archiveMismatch:
        'The seals kept for the exported month {{checkpoint}} are not those of its export: entries removed beside it?',
    },
  },
  fullPass: {
    button: 'Full pass',
    running: 'Full pass: {{checked}} of {{total}} seals checked ({{percent}} %)…',
    done: 'Last full pass, finished {{when}}:',
    interrupted: 'The last full pass was interrupted: start another.',
    failed: 'The full pass could not be started.',
  },
};

export type Strings = typeof en;

export default en;
