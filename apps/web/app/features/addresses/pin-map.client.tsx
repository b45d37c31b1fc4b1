import 'leaflet/dist/leaflet.css';
import './pin-map.css';
import L, { type LatLng } from 'leaflet';
import { useEffect } from 'react';
import { AttributionControl, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { roundPin, type Pin } from './pin';

/** Drawn by CSS: the stock marker needs image URLs that bundlers rewrite, and a div needs none. */
const MARKER = L.divIcon({ className: 'pin-map-marker', html: '<span class="pin-map-marker-drop"></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

function ClickToPin({ onPick }: { onPick: (pin: Pin) => void }) {
  useMapEvents({ click: (event) => onPick(roundPin(event.latlng)) });
  return null;
}

/** Follows the marker when the pin moves from outside the map (typed coordinates, another region). */
function Follow({ point }: { point: Pin }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
  }, [map, point.lat, point.lng]);
  return null;
}

export interface PinMapProps {
  /** Where the marker stands: the pin, or the region's point while there is none. */
  point: Pin;
  pinned: boolean;
  label: string;
  onPick: (pin: Pin) => void;
  onTilesFailed: () => void;
}

/**
 * OpenStreetMap tiles with a marker to drag or a map to tap. Without tiles (offline, blocked) the grey
 * map still takes taps and drags, so a pin can always be placed.
 */
export default function PinMap({ point, pinned, label, onPick, onTilesFailed }: PinMapProps) {
  return (
    <MapContainer center={[point.lat, point.lng]} zoom={pinned ? 16 : 12} scrollWheelZoom={false} attributionControl={false} className="pin-map" aria-label={label}>
      {/* Leaflet's own prefix draws a flag through a style attribute, which the page's CSP refuses. */}
      <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      <Marker
        position={[point.lat, point.lng]}
        icon={MARKER}
        draggable
        title={label}
        eventHandlers={{ dragend: (event) => onPick(roundPin((event.target as L.Marker).getLatLng() as LatLng)) }}
      />
      <ClickToPin onPick={onPick} />
      <Follow point={point} />
    </MapContainer>
  );
}
