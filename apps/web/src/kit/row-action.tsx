import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type RowActionProps = {
  /** What the action does to this row, e.g. "Delete Summer sale": the tooltip and the accessible name. */
  label: string;
  icon: ReactNode;
  color?: IconButtonProps['color'];
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** An icon button in a table row's actions: a link (`to`) or a command (`onClick`), named by its tooltip. */
export function RowAction({ label, icon, color, to, onClick }: RowActionProps) {
  return (
    <Tooltip title={label}>
      {to ? (
        <IconButton size="small" color={color} component={Link} to={to} aria-label={label}>
          {icon}
        </IconButton>
      ) : (
        <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
