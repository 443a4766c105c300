import { CameraOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { PunchDto } from '@timekeep/contracts';
import { Modal, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { fetchPunchPhoto } from './api';
import styles from './timesheet.module.css';
import { IconButton } from '../../ui/IconButton';

/** An OpenStreetMap link to 'lat,lng': opens on the spot, no key needed. */
export function mapLink(location: string): string {
  const [lat, lng] = location.split(',');
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}

/** Where a clock punch was made and the photo taken with it (ADR 0044). */
export function PunchPlace({ punch, which }: { punch: PunchDto; which: 'In' | 'Out' }) {
  const [photo, setPhoto] = useState<string | null>(null);
  useEffect(() => () => void (photo && URL.revokeObjectURL(photo)), [photo]);
  const openPhoto = async () => setPhoto(URL.createObjectURL(await fetchPunchPhoto(punch.punchPhotoLocal ?? '')));
  return (
    <>
      {punch.punchLocation && (
        <Tooltip title={`Where the ${which} punch was made`}>
          <a className={styles.punchPlace} href={mapLink(punch.punchLocation)} target="_blank" rel="noreferrer" aria-label={`Location of the ${which} punch`}>
            <EnvironmentOutlined /> {which}
          </a>
        </Tooltip>
      )}
      {punch.punchPhotoLocal && <IconButton type="text" size="small" className={styles.punchPlace} icon={<CameraOutlined />} label={`Photo of the ${which} punch`} onClick={() => void openPhoto()} tip="Photo" />}
      <Modal open={!!photo} title={`Photo of the ${which} punch`} footer={null} onCancel={() => setPhoto(null)} destroyOnClose>
        {photo && <img className={styles.punchPhoto} src={photo} alt={`Taken with the ${which} punch`} />}
      </Modal>
    </>
  );
}
