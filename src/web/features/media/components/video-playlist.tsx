import Box from '@mui/material/Box';
import { useState } from 'react';
import { VideoFacade } from '../../../components/video-facade';
import type { MediaVideo } from '../media-content';
import { MediaPoster } from './media-posters';

/**
 * The player and its playlist: choosing a video swaps the player. The video host's player loads
 * only once a visitor presses play (components/video-facade.tsx); after that, a video chosen from
 * the list loads playing, since the visitor has asked for videos.
 */
export function VideoPlaylist({ videos }: { videos: readonly MediaVideo[] }) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const video = videos[current];
  if (!video) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <div>
        <VideoFacade
          key={video.embed}
          embed={video.embed}
          title={video.title}
          poster={<MediaPoster kind={video.poster} />}
          playing={playing}
          onPlay={() => setPlaying(true)}
        />
        <Box component="h3" id="now-showing" sx={{ m: 0, mt: 2, fontSize: '1.25rem' }}>
          {video.title}
        </Box>
        <Box component="p" sx={{ m: 0, mt: 1, lineHeight: 1.65 }}>
          {video.about}
        </Box>
      </div>
      <Box component="nav" aria-labelledby="playlist-title">
        <Box component="h3" id="playlist-title" sx={{ m: 0, mb: 1, fontSize: '1.1rem' }}>
          Playlist
        </Box>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {videos.map((item, index) => (
            <li key={item.embed}>
              <Box
                component="button"
                type="button"
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                sx={itemSx}
              >
                <Box component="span" aria-hidden="true" className="thumb">
                  <MediaPoster kind={item.poster} />
                </Box>
                <span>
                  <span className="number">Video {index + 1}</span>
                  <span className="title">{item.title}</span>
                </span>
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

const itemSx = {
  display: 'flex',
  gap: 1.5,
  alignItems: 'center',
  width: '100%',
  p: 1,
  border: '2px solid transparent',
  borderRadius: 2,
  bgcolor: '#f1f8f7',
  color: 'text.primary',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { bgcolor: '#e0f2f1' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '&[aria-current="true"]': { borderColor: 'primary.main', bgcolor: '#e0f2f1' },
  '& .thumb': {
    flex: 'none',
    width: 96,
    aspectRatio: '16 / 9',
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: '#0f2e2a',
    '& svg': { width: '100%', height: '100%', display: 'block' },
  },
  '& .number': {
    display: 'block',
    fontSize: '0.8rem',
    fontWeight: 700,
    color: 'primary.dark',
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
  },
  '& .title': { display: 'block', fontSize: '0.95rem', lineHeight: 1.35 },
} as const;
