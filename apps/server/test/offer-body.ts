/** A valid regular offer's create body for merchant 1 of the demo data, on one of its branches. */
export const offerBody = (branchId: number, titleEn = 'Weekend basket 20% off') => ({
  titleEn,
  titleAr: 'خصم 20٪ على سلة نهاية الأسبوع',
  descriptionEn: 'Pay with Lucky.',
  descriptionAr: 'ادفع بلاكي.',
  termsEn: 'Once a day.',
  termsAr: 'مرة يوميا.',
  merchantId: 1,
  categoryId: 1,
  discountType: 'PERCENTAGE',
  discountValue: 20,
  startsAt: '2026-12-01',
  endsAt: '2026-12-31',
  status: 'ACTIVE',
  tags: [],
  branchIds: [branchId],
});
