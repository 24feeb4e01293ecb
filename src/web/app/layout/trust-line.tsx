import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { site } from '../../../shared/config/site';

type TrustLineProps = {
  /** Says the site's name first, where it is not written just above. */
  withName?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * Who stands behind the site, as a mutual-fund distributor's site must say near its top, not only
 * in its footer: 'AMFI-registered Mutual Fund Distributor · ARN-184521'. Small, dark teal on white
 * or pale teal (at least 8:1).
 */
export function TrustLine({ withName = false, sx }: TrustLineProps) {
  return (
    <Box
      component="p"
      sx={[
        {
          m: 0,
          color: 'primary.dark',
          fontSize: '0.75rem',
          lineHeight: 1.4,
          fontWeight: 700,
          letterSpacing: '0.01em',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {withName && `${site.name}: `}
      {site.distributor.registration}
      <Box component="span" aria-hidden="true">
        {' · '}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {site.distributor.arn}
      </Box>
    </Box>
  );
}
