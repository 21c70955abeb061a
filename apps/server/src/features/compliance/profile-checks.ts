import type { Application } from '@cmt/contract/endpoints/applications';
import { Gender } from '@cmt/contract/endpoints/applications';
import type { KycImageSide, ProfileCheck } from '@cmt/contract/endpoints/compliance';
import { kycImageSides } from '@cmt/contract/endpoints/compliance';
import type { BlacklistEntry } from '../../domain/blacklist.ts';
import { parseNationalId } from '../../domain/national-id.ts';

const genderName = (gender: number | null) =>
  gender === Gender.MALE ? 'MALE' : gender === Gender.FEMALE ? 'FEMALE' : '';

/**
 * The checks a reviewer sees beside the images, computed from the application, the AML list and the
 * images on file. Every one must pass before a profile may be approved; `values` are what was compared.
 */
export function profileChecks(
  application: Application,
  listed: BlacklistEntry | undefined,
  images: ReadonlySet<KycImageSide>,
  today: string,
): ProfileCheck[] {
  const id = application.documentNumber ?? '';
  const facts = parseNationalId(id);
  const missing = kycImageSides.filter((side) => !images.has(side));
  return [
    { key: 'nationalIdFormat', passed: facts !== null, values: { digits: String(id.length) } },
    {
      key: 'birthdateMatches',
      passed: facts !== null && facts.birthdate === application.birthdate,
      values: { fromNationalId: facts?.birthdate ?? '', application: application.birthdate ?? '' },
    },
    {
      key: 'genderMatches',
      passed: facts !== null && facts.gender === genderName(application.gender),
      values: { fromNationalId: facts?.gender ?? '', application: genderName(application.gender) },
    },
    {
      key: 'idNotExpired',
      passed: application.expirationDate !== null && application.expirationDate >= today,
      values: { expirationDate: application.expirationDate ?? '', today },
    },
    {
      key: 'notBlacklisted',
      passed: listed === undefined,
      values: listed ? { sourceList: listed.sourceList, listedOn: listed.listedOn } : {},
    },
    { key: 'imagesPresent', passed: missing.length === 0, values: { missing: missing.join(',') } },
  ];
}
