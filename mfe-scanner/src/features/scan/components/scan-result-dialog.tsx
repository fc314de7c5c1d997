import { useLingui } from '@lingui/react/macro'
import { Button } from '@tessera/shared/ui/button'
import { Modal } from '@tessera/shared/ui/modal'
import { ScanResult, type ScanResultProps } from './scan-result'

/** The popup a scanned ticket link opens (spec "events" §2 "QR scan"), one lookup per opening. */
export function ScanResultDialog({
  url,
  onClose,
  ...rest
}: Omit<ScanResultProps, 'url'> & { url: string | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal
      open={url !== null}
      onClose={onClose}
      title={t`Scanned ticket`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      }
    >
      {url !== null ? <ScanResult key={url} url={url} {...rest} /> : null}
    </Modal>
  )
}
