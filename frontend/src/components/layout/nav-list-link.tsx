import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

interface NavListLinkProps {
  to: string;
  /** Match the path exactly (a section's root would otherwise be active everywhere below it). */
  end?: boolean | undefined;
  icon: ReactNode;
  label: string;
  /** Bold label (the slide-in menu). */
  strong?: boolean;
  onClick?: () => void;
}

/** An entry of a side menu (the slide-in menu, the dashboard's left menu); marks the current page. */
export function NavListLink({ to, end, icon, label, strong = false, onClick }: NavListLinkProps) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      end={end}
      onClick={onClick}
      sx={{
        borderRadius: '10px',
        '&.active': {
          color: 'primary.main',
          backgroundColor: (theme) => alpha(theme.palette.primary.main, 0.08),
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={strong ? { primary: { sx: { fontWeight: 600 } } } : {}} />
    </ListItemButton>
  );
}
