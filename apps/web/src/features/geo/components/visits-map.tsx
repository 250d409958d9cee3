import 'leaflet/dist/leaflet.css';
import type { GeoVisit } from '@fieldops/contract';
import { Alert, Box, Typography } from '@mui/material';
import { latLngBounds } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';

interface StoreMarker {
  id: number;
  name: string;
  position: [number, number];
  visits: GeoVisit[];
}

/** One marker per store of the week, each holding its visits. */
function storeMarkers(visits: GeoVisit[]): StoreMarker[] {
  const byStore = new Map<number, StoreMarker>();
  for (const v of visits) {
    if (v.storeLatitude === null || v.storeLongitude === null) continue;
    const marker = byStore.get(v.store.id) ?? {
      id: v.store.id,
      name: v.store.name,
      position: [v.storeLatitude, v.storeLongitude],
      visits: [],
    };
    marker.visits.push(v);
    byStore.set(v.store.id, marker);
  }
  return [...byStore.values()];
}

/**
 * The map of a week's visits (Leaflet): a marker per store with a popup of its visits (store,
 * entry, exit) and a dot per check-in position. Tiles come from MAP_TILE_URL; without one the
 * markers and popups show on a plain background.
 */
export function VisitsMap({ visits, tileUrl }: { visits: GeoVisit[]; tileUrl: string | null }) {
  const { t } = useTranslation();
  const stores = storeMarkers(visits);
  const checkins = visits.filter((v) => v.checkinLatitude !== null && v.checkinLongitude !== null);
  const points: [number, number][] = [
    ...stores.map((s) => s.position),
    ...checkins.map((v) => [v.checkinLatitude!, v.checkinLongitude!] as [number, number]),
  ];
  if (points.length === 0) return null;
  const bounds = latLngBounds(points).pad(0.2);
  return (
    <Box>
      {!tileUrl && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('geo.noTiles')}
        </Alert>
      )}
      <Box
        data-testid="geo-map"
        sx={{
          height: 380,
          borderRadius: 1,
          overflow: 'hidden',
          '& .leaflet-container': { height: '100%', background: tileUrl ? undefined : '#eef2f5' },
        }}
      >
        <MapContainer key={`${visits[0]?.id ?? 0}-${visits.length}`} bounds={bounds} scrollWheelZoom={false}>
          {tileUrl && <TileLayer url={tileUrl} />}
          {checkins.map((v) => (
            <CircleMarker
              key={`c${v.id}`}
              center={[v.checkinLatitude!, v.checkinLongitude!]}
              radius={4}
              className="geo-checkin-marker"
              pathOptions={{ color: '#ed6c02', fillOpacity: 0.8 }}
            >
              <Popup>
                <strong>{t('geo.checkinSpot')}</strong>
                <br />
                {v.store.name}
                <br />
                {t('geo.popupEntry', { time: v.entryTime })}
              </Popup>
            </CircleMarker>
          ))}
          {stores.map((s) => (
            <CircleMarker
              key={`s${s.id}`}
              center={s.position}
              radius={9}
              className="geo-store-marker"
              pathOptions={{ color: '#1565c0', fillOpacity: 0.6 }}
            >
              <Popup>
                <Typography variant="subtitle2" component="div">
                  {s.name}
                </Typography>
                {s.visits.map((v) => (
                  <div key={v.id}>
                    {t('geo.popupEntry', { time: v.entryTime })} · {t('geo.popupExit', { time: v.exitTime ?? t('geo.open') })}
                  </div>
                ))}
              </Popup>
            </CircleMarker>
          ))}
        </MapContainer>
      </Box>
    </Box>
  );
}
