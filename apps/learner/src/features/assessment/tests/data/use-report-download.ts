import { useCallback, useRef, useState } from 'react';
import { assessmentEndpoints, type OnlineTest } from '@quest/api';
import { useServices } from '../../../../app/services';
import { saveBlob } from '../../../../platform/save-blob';
import { REPORT_FILE_NAME } from '../online-tests-model';

/**
 * Download Report (§4): the report of an assignment (downloadTestReport, with the session's bearer token) saved as
 * Report.pdf. Inside the Android wrapper the host's download takes the report's absolute address instead (ADR
 * 0079). Rejects with the server's message (or the generic one) so the screen can toast it; one download per
 * assignment at a time.
 */
export function useReportDownload() {
  const { api, bridge } = useServices();
  const [downloadingId, setDownloadingId] = useState<number>();
  const running = useRef(new Set<number>());

  const download = useCallback(
    async (test: Pick<OnlineTest, 'onlineStudentAssignmentId'>) => {
      const id = test.onlineStudentAssignmentId;
      if (running.current.has(id)) return;
      running.current.add(id);
      setDownloadingId(id);
      const query = { onlineStudentAssignmentId: id };
      try {
        if (bridge.host === 'android') {
          const address = new URL(
            api.url(assessmentEndpoints.downloadTestReport, query),
            window.location.href,
          );
          await bridge.downloadFile(address.href, REPORT_FILE_NAME);
        } else {
          // Other hosts and the web: the bearer call's blob, saved here (a host must never get a blob: address).
          saveBlob(await api.call(assessmentEndpoints.downloadTestReport, { query }), REPORT_FILE_NAME);
        }
      } finally {
        running.current.delete(id);
        setDownloadingId((current) => (current === id ? undefined : current));
      }
    },
    [api, bridge],
  );

  return { download, downloadingId };
}
