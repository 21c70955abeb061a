import type { Application } from '@cmt/contract/endpoints/applications';

/**
 * A customer's application (docs/requirements.md §P3) as the server answers it, for page tests:
 * Mona Adel Hassan, customer 7, with `changes`.
 */
export const customerApplication = (changes: Partial<Application> = {}): Application => ({
  userId: 7,
  firstName: 'Mona',
  secondName: 'Adel',
  thirdName: null,
  familyName: 'Hassan',
  documentNumber: '29001011234567',
  expirationDate: '2030-01-01',
  birthdate: '1990-01-01',
  placeOfBirth: 'Cairo',
  gender: 2,
  phone: '01012345678',
  address: null,
  profession: null,
  floorFlatNumber: null,
  buildingNumber: null,
  street: null,
  disctrict: null,
  city: 'Cairo',
  financingPartner: [],
  ...changes,
});
