/** The story line page of a work: on one board when named, at one node when named (the canvas reads `?node=`). */
export function storyLinePath(workId: string, boardId?: string, nodeId?: string): string {
  const base = `/workDetail/${workId}/GAME/gameStoryLine`;
  if (!boardId) return base;
  const node = nodeId ? `&node=${encodeURIComponent(nodeId)}` : '';
  return `${base}?board=${encodeURIComponent(boardId)}${node}`;
}
