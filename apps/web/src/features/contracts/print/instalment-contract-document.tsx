import type { Application, CompanyDetails } from '@cmt/contract/endpoints/applications';
import { ACTIVE_CREDIT_LINE_STATUSES } from '@cmt/contract/endpoints/applications';
import type { ReactNode } from 'react';
import connectLogo from '../assets/connect-logo.svg';
import { B, Blank, DigitBoxes, LabelledBlank, SignatureBlock } from './fields';
import { egp, fullName, nationalIdDigits, text, today } from './format';

interface Props {
  application: Application;
  company: CompanyDetails;
  brand: 'lucky' | 'connect';
  onLogoLoad?: () => void;
  onLogoError?: () => void;
}

/** The instalment contract prints the active line's limit: without one it must not print (a blank limit). */
export function noActiveLineRefusal({ application }: { application: Application }): ReactNode {
  if (application.financingPartner.some((p) => ACTIVE_CREDIT_LINE_STATUSES.includes(p.creditLineStatus))) {
    return null;
  }
  return (
    <>
      <p>
        ليس لهذا العميل حد ائتماني فعّال (معتمد أو نشط)، فسيُطبع العقد بحد ائتماني فارغ. لم يُطبع شيء: عيّن جهة
        تمويل أو راجع الحد الائتماني أولًا.
      </p>
      <p lang="en">
        This customer has no active credit line (approved or active), so the contract would print a blank
        credit limit. Nothing was printed: assign a financing partner or review the credit line first.
      </p>
    </>
  );
}

/**
 * The instalment service contract (docs/requirements.md §P2, clauses and figures of docs/requirements.md §P9), under the Lucky brand
 * or, for the finance partner, under the Connect brand with its logo.
 */
export function InstalmentContractDocument({
  application: a,
  company,
  brand,
  onLogoLoad,
  onLogoError,
}: Props) {
  const { weekday, date } = today();
  const hotline = text(company.hotline) || '19677';
  const active = a.financingPartner.find((p) => ACTIVE_CREDIT_LINE_STATUSES.includes(p.creditLineStatus));
  const title = brand === 'connect' ? 'عقد تقديم خدمة التقسيط – كونكت' : 'عقد تقديم خدمة التقسيط – لاكي';
  return (
    <article className="contract-document">
      <header className="doc-header">
        {brand === 'connect' && (
          <img
            className="brand-logo"
            src={connectLogo}
            width={120}
            height={30}
            alt="Connect"
            onLoad={onLogoLoad}
            onError={onLogoError}
          />
        )}
        <h1>{title}</h1>
        <p className="doc-subtitle">
          حُرِّر هذا العقد يوم {weekday} الموافق <B>{date}</B>
        </p>
      </header>

      <section className="box parties">
        <p>بين كل من:</p>
        <p className="company">
          <strong>أولًا:</strong> {text(company.legalName)}، ومقرها: {text(company.address)}، المقيدة بالسجل
          التجاري برقم <Blank value={company.commercialRegister} />، والحاصلة على{' '}
          <Blank value={company.licenceNumbers} width="12em" />، ويُشار إليها فيما بعد بـ«الشركة» (طرف أول).
        </p>
        <p>
          <strong>ثانيًا:</strong> السيد/السيدة <Blank value={fullName(a)} width="16em" />، ويحمل الرقم القومي:
        </p>
        <div className="id-row">
          <DigitBoxes digits={nationalIdDigits(a.documentNumber)} />
        </div>
        <p>
          المقيم في: <LabelledBlank label="الدور/الشقة" value={a.floorFlatNumber} width="6em" />، عقار رقم{' '}
          <Blank value={a.buildingNumber} width="4em" />، <LabelledBlank label="شارع" value={a.street} />،{' '}
          <LabelledBlank label="حي" value={a.disctrict} />، <LabelledBlank label="مدينة" value={a.city} />،
          رقم الهاتف المحمول: <Blank value={a.phone} />، ويُشار إليه فيما بعد بـ«العميل» (طرف ثانٍ).
        </p>
      </section>

      <section className="clauses">
        <h2>تمهيد</h2>
        <p>
          تقدم الشركة خدمة تقسيط قيمة المشتريات لدى شبكة التجار المتعاقدين معها، وقد رغب العميل في الاستفادة
          من هذه الخدمة، وبعد أن أقر الطرفان بأهليتهما للتعاقد اتفقا على ما يلي، ويُعد هذا التمهيد جزءًا لا
          يتجزأ من العقد.
        </p>

        <h3>البند الأول: حد الائتمان للمشتريات</h3>
        <p>
          تمنح الشركة العميل حدًا ائتمانيًا لتمويل مشترياته لدى شبكة التجار قدره{' '}
          <Blank value={egp(active?.approvedAmount)} /> جنيه مصري، ويجوز للشركة مراجعة هذا الحد زيادةً أو نقصًا
          وفقًا لسياستها الائتمانية مع إخطار العميل بذلك.
        </p>

        <h3>البند الثاني: مدة التقسيط</h3>
        <p>
          تُقسَّط قيمة كل عملية شراء على أقساط شهرية لمدة تقل عن ستة (<B>6</B>) أشهر، وفقًا لجدول السداد الذي يُخطَر
          به العميل عند كل عملية.
        </p>

        <h3>البند الثالث: موعد السداد</h3>
        <p>
          تستحق الأقساط في اليوم الخامس (<B>5</B>) من كل شهر ميلادي.
        </p>

        <h3>البند الرابع: التأخر في السداد</h3>
        <p>
          إذا تأخر العميل في سداد أي قسط في موعده التزم بأداء تعويض اتفاقي بنسبة{' '}
          <span className="inline-blank" style={{ width: '4em' }} /> <B>%</B> عن كل يوم تأخير، دون حاجة إلى
          إنذار أو اتخاذ أي إجراء قضائي.
        </p>

        <h3>البند الخامس: السداد المعجل</h3>
        <p>
          يحق للعميل سداد الرصيد المستحق كله أو بعضه قبل مواعيد استحقاقه، بشرط إخطار الشركة كتابةً قبل ثلاثين (
          <B>30</B>) يومًا على الأقل، مع أداء عمولة سداد معجل قدرها{' '}
          <span className="inline-blank" style={{ width: '6em' }} />.
        </p>

        <h3>البند السادس: حلول الأقساط</h3>
        <p>
          إذا تخلف العميل عن سداد قسطين (<B>2</B>) متتاليين، حق للشركة اعتبار باقي الأقساط حالة الأداء فورًا
          ومطالبته بكامل الرصيد المستحق.
        </p>

        <h3>البند السابع: مهلة عمليات الشراء</h3>
        <p>
          للعميل مهلة ثلاثين (<B>30</B>) يومًا من تاريخ كل عملية شراء للاعتراض عليها كتابةً، وتُعد العملية مقبولة
          منه بانقضاء هذه المهلة دون اعتراض.
        </p>

        <h3>البند الثامن: تحديث البيانات</h3>
        <p>
          يلتزم العميل بتحديث بياناته وبيانات بطاقته خلال ثلاثين (<B>30</B>) يومًا من تاريخ أي تغيير فيها أو من
          تاريخ مطالبة الشركة له بذلك.
        </p>

        <h3>البند التاسع: مدة العقد</h3>
        <p>
          مدة هذا العقد سنة (<B>1</B>) واحدة تبدأ من تاريخ توقيعه، وتتجدد تلقائيًا لمدد مماثلة ما لم يُخطر أحد
          الطرفين الآخر كتابةً برغبته في عدم التجديد.
        </p>

        <h3>البند العاشر: إنهاء العقد</h3>
        <p>
          يحق لأي من الطرفين إنهاء هذا العقد بإخطار كتابي يُرسل إلى الطرف الآخر قبل ثلاثين (<B>30</B>) يومًا من
          تاريخ الإنهاء. ويحق للشركة إنهاؤه إذا أخل العميل بأي من التزاماته ولم يُصحح الإخلال خلال أربعة عشر (
          <B>14</B>) يومًا من تاريخ إخطاره كتابةً. ولا يُخل الإنهاء بالتزام العميل بسداد جميع المبالغ المستحقة
          عليه.
        </p>

        <h3>البند الحادي عشر: شبكة التجار</h3>
        <p>
          يستخدم العميل الحد الائتماني لدى التجار المتعاقدين مع الشركة دون غيرهم، ولا تُسأل الشركة عن جودة
          السلع أو الخدمات التي يقدمها التجار أو عن مطابقتها، ويكون الرجوع في ذلك على التاجر.
        </p>

        <h3>البند الثاني عشر: السرية</h3>
        <p>
          تلتزم الشركة بالحفاظ على سرية بيانات العميل ومعاملاته، ولا تُفصح عنها إلا بموافقته أو في الأحوال التي
          يجيزها القانون، ومنها أحكام قانون البنك المركزي والجهاز المصرفي الصادر بالقانون رقم <B>194</B> لسنة{' '}
          <B>2020</B>. ويوافق العميل على الاستعلام عنه وتبادل بياناته الائتمانية مع شركات الاستعلام الائتماني
          المرخص لها.
        </p>

        <h3>البند الثالث عشر: الإخطارات</h3>
        <p>
          تُرسل الإخطارات إلى العميل على عنوانه أو رقم هاتفه المحمول أو بريده الإلكتروني المبين بهذا العقد أو
          آخر ما أخطر به الشركة، ويُعد الإخطار المرسل إليها صحيحًا ومنتجًا لآثاره.
        </p>

        <h3>البند الرابع عشر: أحكام عامة</h3>
        <ol className="general-provisions">
          <li>يحق للشركة حوالة حقوقها الناشئة عن هذا العقد كلها أو بعضها إلى الغير، مع إخطار العميل بذلك.</li>
          <li>
            يخضع هذا العقد لأحكام القانون المصري، وفيما لم يرد به نص تسري أحكام القانون المدني الصادر بالقانون
            رقم <B>131</B> لسنة <B>1948</B>.
          </li>
          <li>تختص المحاكم المصرية بنظر أي نزاع ينشأ عن تفسير هذا العقد أو تنفيذه.</li>
          <li>تكون جميع الإخطارات بين الطرفين كتابةً.</li>
          <li>يلتزم العميل بإخطار الشركة كتابةً بأي تغيير في عنوانه أو رقم هاتفه أو بريده الإلكتروني.</li>
          <li>
            للاستفسارات والشكاوى يمكن للعميل الاتصال بالخط الساخن <B>{hotline}</B>.
          </li>
        </ol>

        <h3>البند الخامس عشر: نسخ العقد</h3>
        <p>حُرِّر هذا العقد من نسختين، بيد كل طرف نسخة للعمل بموجبها.</p>
      </section>

      <section className="signatures two">
        <SignatureBlock title="الطرف الأول (الشركة)" lines={['الاسم', 'التوقيع']} />
        <SignatureBlock title="الطرف الثاني (العميل)" lines={['الاسم', 'التوقيع']} />
      </section>
    </article>
  );
}
