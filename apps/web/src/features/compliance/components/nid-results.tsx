import BadgeIcon from '@mui/icons-material/Badge';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import FaceIcon from '@mui/icons-material/Face';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { kycImageSides, type KycImageSide, type NidCustomer } from '@cmt/contract/endpoints/compliance';
import { RowAction } from '../../../kit/row-action';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';
import { ProfileStatusChip } from './status-chips';

const icons = { front: <BadgeIcon />, back: <CreditCardIcon />, selfie: <FaceIcon /> };

interface Props {
  items: NidCustomer[];
  selected: ReadonlySet<number>;
  canDownload: boolean;
  onToggle: (userId: number) => void;
  onDownload: (customer: NidCustomer, side: KycImageSide) => void;
}

const nameOf = (customer: NidCustomer) => customer.fullName || `#${customer.userId}`;

/** Customers found, with the image sides on file: select several for a zip, or download one side. */
export function NidResults({ items, selected, canDownload, onToggle, onDownload }: Props) {
  const { t } = useComplianceTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('nid.results')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{t('nid.columns.select')}</TableCell>
            <TableCell>{t('nid.columns.customer')}</TableCell>
            <TableCell>{t('nid.columns.nationalId')}</TableCell>
            <TableCell>{t('nid.columns.phone')}</TableCell>
            <TableCell>{t('nid.columns.kyc')}</TableCell>
            <TableCell>{t('nid.columns.images')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((customer) => {
            const hasImages = kycImageSides.some((side) => customer.images[side]);
            return (
              <TableRow key={customer.userId} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(customer.userId)}
                    disabled={!canDownload || !hasImages}
                    onChange={() => onToggle(customer.userId)}
                    slotProps={{
                      input: { 'aria-label': t('nid.selectCustomer', { name: nameOf(customer) }) },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" dir="auto">
                    {nameOf(customer)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    #{customer.userId}
                  </Typography>
                </TableCell>
                <TableCell>
                  <bdi dir="ltr">{customer.documentNumberMasked ?? '—'}</bdi>
                </TableCell>
                <TableCell>
                  <bdi dir="ltr">{customer.phone ?? '—'}</bdi>
                </TableCell>
                <TableCell>
                  {customer.validationStatus ? <ProfileStatusChip status={customer.validationStatus} /> : '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {hasImages
                    ? kycImageSides
                        .filter((side) => customer.images[side])
                        .map((side) =>
                          canDownload ? (
                            <RowAction
                              key={side}
                              label={t('nid.downloadSide', {
                                side: t(`sides.${side}`),
                                name: nameOf(customer),
                              })}
                              icon={icons[side]}
                              onClick={() => onDownload(customer, side)}
                            />
                          ) : (
                            <Typography key={side} variant="caption" sx={{ marginInlineEnd: 1 }}>
                              {t(`sides.${side}`)}
                            </Typography>
                          ),
                        )
                    : t('nid.noImages')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
