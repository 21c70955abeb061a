import type { Application, ContractsSettings } from '@cmt/contract/endpoints/applications';
import { Gender } from '@cmt/contract/endpoints/applications';
import { B, DigitBoxes, Field, SignatureBlock, TickBox } from './fields';
import { dayMonthYear, dmy, nationalIdDigits, text } from './format';

const declarations = [
  'أقر بأن جميع البيانات الواردة في هذا الطلب صحيحة وكاملة، وأتعهد بإخطار البنك كتابةً بأي تغيير يطرأ عليها.',
  'أقر بأنني اطلعت على الشروط والأحكام العامة للبطاقات مسبقة الدفع المرفقة بهذا الطلب، وأوافق عليها، وتُعد جزءًا لا يتجزأ منه.',
  'أفوض البنك في التحقق من صحة البيانات المقدمة مني، وفي الاستعلام عني لدى الجهات المختصة وشركات الاستعلام الائتماني.',
  'أقر بأن الأموال التي تُودع في البطاقة من مصادر مشروعة، وبأنني المستفيد الحقيقي منها.',
  'أوافق على تلقي الرسائل والإشعارات الخاصة بالبطاقة على رقم الهاتف المحمول المسجل في هذا الطلب.',
];

/** Debit (prepaid) card request form, docs/requirements.md §P2: page 1 the request, page 2 the general terms and the PEP definition. */
export function DebitRequestDocument({
  application: a,
  settings,
}: {
  application: Application;
  settings: ContractsSettings;
}) {
  const birth = dayMonthYear(a.birthdate);
  const hotline = text(settings.company.hotline) || '19677';
  return (
    <article className="contract-document">
      <header className="doc-header">
        <h1>طلب إصدار بطاقة مسبقة الدفع – لاكي</h1>
        <p className="doc-subtitle">
          رقم العميل: <B>{a.userId}</B>
        </p>
      </header>

      <section className="box">
        <h2>أولًا: بيانات العميل</h2>
        <div className="name-grid">
          <Field label="الاسم الأول" value={a.firstName} />
          <Field label="اسم الأب" value={a.secondName} />
          <Field label="اسم الجد" value={a.thirdName} />
          <Field label="اسم العائلة" value={a.familyName} />
        </div>
        <div className="field field-wide">
          <span className="field-label">الرقم القومي:</span>
          <DigitBoxes digits={nationalIdDigits(a.documentNumber)} />
        </div>
        <div className="row">
          <Field label="تاريخ انتهاء بطاقة الرقم القومي (يوم/شهر/سنة)" value={dmy(a.expirationDate)} />
          <Field label="محل الميلاد" value={a.placeOfBirth} />
        </div>
        <div className="row">
          <span className="field-label">تاريخ الميلاد:</span>
          <Field label="اليوم" value={birth?.day} short />
          <Field label="الشهر" value={birth?.month} short />
          <Field label="السنة" value={birth?.year} short />
          <span className="field">
            <span className="field-label">النوع:</span>
            <TickBox label="ذكر" checked={a.gender === Gender.MALE} />
            <TickBox label="أنثى" checked={a.gender === Gender.FEMALE} />
          </span>
        </div>
        <div className="row">
          <Field label="رقم الهاتف المحمول" value={a.phone} />
          <Field label="المهنة" value={a.profession} />
        </div>
        <Field label="العنوان" value={a.address} wide />
        <div className="row">
          <Field label="عنوان العمل" />
          <Field label="طبيعة النشاط" />
        </div>
        <div className="row">
          <Field label="تاريخ انتهاء البطاقة المصرفية" />
          <span className="field">
            <span className="field-label">نوع البطاقة:</span>
            <TickBox label={<B>Visa</B>} />
            <TickBox label="ميزة" />
            <TickBox label={<B>Mastercard</B>} />
          </span>
        </div>
      </section>

      <section className="box">
        <h2>ثانيًا: أسئلة الامتثال</h2>
        <div className="question">
          <span>
            هل تحمل الجنسية الأمريكية، أو بطاقة الإقامة الدائمة بالولايات المتحدة (<B>Green Card</B>)، أو تُعد
            مقيمًا فيها لأغراض الضريبة؟
          </span>
          <span className="answers">
            <TickBox label="نعم" />
            <TickBox label="لا" />
          </span>
        </div>
        <div className="question">
          <span>
            هل تشغل، أو شغلت، وظيفة عامة عليا، أو تربطك صلة قرابة أو علاقة وثيقة بمن يشغلها (شخص ذو مخاطر
            سياسية وفقًا للتعريف المرفق)؟
          </span>
          <span className="answers">
            <TickBox label="نعم" />
            <TickBox label="لا" />
          </span>
        </div>
      </section>

      <section className="box">
        <h2>ثالثًا: إقرارات العميل</h2>
        <ol className="declarations">
          {declarations.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ol>
      </section>

      <section className="signatures">
        <SignatureBlock title="العميل" lines={['التوقيع', 'التاريخ']} />
        <SignatureBlock title="موظف المبيعات" lines={['الاسم', 'التوقيع', 'التاريخ']} />
        <SignatureBlock title="الموظف المراجع" lines={['الاسم', 'التوقيع', 'التاريخ']} />
      </section>

      <section className="box bank-box">
        <h2>خاص بالبنك</h2>
        <div className="row">
          <span className="field">
            <span className="field-label">درجة المخاطر:</span>
            <TickBox label={<B>L1</B>} />
            <TickBox label={<B>L2</B>} />
            <TickBox label={<B>L3</B>} />
          </span>
          <Field label="مصفوفة المخاطر" />
        </div>
        <div className="row">
          <Field label="الغرض من التعامل" value="بطاقة مسبقة الدفع – لاكي" />
          <span className="field">
            <span className="field-label">
              عملة اعرف عميلك (<B>KYC</B>):
            </span>
            <span className="field-value">
              الجنيه المصري (<B>EGP</B>)
            </span>
          </span>
        </div>
        <div className="row">
          <Field
            label={
              <>
                المُدخِل (<B>Maker</B>)
              </>
            }
          />
          <Field
            label={
              <>
                المراجِع (<B>Checker</B>)
              </>
            }
          />
        </div>
      </section>

      <section className="terms">
        <h2>الشروط والأحكام العامة للبطاقات مسبقة الدفع</h2>
        <ol>
          <li>تُصدر البطاقة مسبقة الدفع بالجنيه المصري، ولا يجوز استخدامها إلا في حدود الرصيد المتاح بها.</li>
          <li>
            يحق لحامل البطاقة أن يطلب إغلاق الحساب وإلغاء البطاقة في أي وقت، ويلتزم البنك بتنفيذ الطلب خلال{' '}
            <B>15</B> يوم عمل من تاريخ تقديمه، بعد تسوية أي مستحقات قائمة.
          </li>
          <li>
            يلتزم البنك بالرد على شكوى العميل خلال مدة لا تجاوز <B>15</B> يوم عمل من تاريخ تقديمها، وتُقدَّم
            الشكاوى عبر الخط الساخن <B>{hotline}</B> أو فروع البنك.
          </li>
          <li>
            يقتصر استخدام البطاقة على التحويلات داخل جمهورية مصر العربية، ولا يجوز التحويل منها إلى خارج
            البلاد.
          </li>
          <li>
            تُضاف التحويلات الواردة من خارج البلاد إلى البطاقة بالجنيه المصري، وفقًا لسعر الصرف المعلن لدى البنك
            في تاريخ الإضافة.
          </li>
          <li>
            تخضع البطاقة للحدود التي يقررها البنك للرصيد، ولعدد العمليات اليومية والشهرية وقيمتها، وفقًا
            لتعليمات البنك المركزي المصري، ويُخطَر العميل بأي تعديل فيها.
          </li>
          <li>
            يلتزم حامل البطاقة بالحفاظ على سرية الرقم السري، وبإخطار البنك فورًا بفقد البطاقة أو سرقتها، ولا
            يُسأل البنك عن العمليات المنفذة قبل الإخطار.
          </li>
          <li>
            للعميل مهلة ثلاثين (<B>30</B>) يومًا من تاريخ كل عملية شراء للاعتراض عليها كتابةً، وتُعد العملية
            مقبولة منه بانقضاء هذه المهلة دون اعتراض.
          </li>
          <li>
            <strong>السرية:</strong> يلتزم البنك بالحفاظ على سرية بيانات العميل وحساباته ومعاملاته، ولا يُفصح
            عنها إلا بموافقته أو في الأحوال التي يجيزها القانون، ومنها أحكام قانون البنك المركزي والجهاز
            المصرفي الصادر بالقانون رقم <B>194</B> لسنة <B>2020</B>.
          </li>
          <li>
            <strong>الإخطارات:</strong> تُرسل الإخطارات إلى العميل على عنوانه أو رقم هاتفه المحمول أو بريده
            الإلكتروني المبين بهذا الطلب أو آخر ما أخطر به البنك، ويُعد الإخطار المرسل إليها صحيحًا ومنتجًا
            لآثاره.
          </li>
          <li>
            <strong>أحكام عامة:</strong>
            <ol className="general-provisions">
              <li>
                يحق للبنك حوالة حقوقه الناشئة عن هذا الطلب وهذه الشروط كلها أو بعضها إلى الغير، مع إخطار
                العميل بذلك.
              </li>
              <li>يخضع هذا الطلب وهذه الشروط لأحكام القانون المصري.</li>
              <li>تختص المحاكم المصرية بنظر أي نزاع ينشأ عن تفسيرهما أو تنفيذهما.</li>
              <li>تكون جميع الإخطارات بين الطرفين كتابةً.</li>
              <li>يلتزم العميل بإخطار البنك كتابةً بأي تغيير في عنوانه أو رقم هاتفه أو بريده الإلكتروني.</li>
            </ol>
          </li>
        </ol>
        <h3>تعريف الأشخاص ذوي المخاطر السياسية</h3>
        <p>
          الأشخاص ذوو المخاطر السياسية هم الأفراد الذين يشغلون، أو شغلوا، وظيفة عامة عليا في جمهورية مصر
          العربية أو في دولة أجنبية أو في منظمة دولية، مثل رؤساء الدول والحكومات، والوزراء، وكبار السياسيين،
          وكبار المسؤولين الحكوميين والقضائيين والعسكريين، وكبار المديرين التنفيذيين في الشركات المملوكة
          للدولة، وكبار مسؤولي الأحزاب السياسية. ويشمل التعريف أفراد عائلاتهم حتى الدرجة الثانية، والأشخاص
          المعروف ارتباطهم الوثيق بهم.
        </p>
        <SignatureBlock title="إقرار العميل بالاطلاع على الشروط" lines={['الاسم', 'التوقيع', 'التاريخ']} />
      </section>
    </article>
  );
}
