/** Where the play-test console of a board opens (the board editor's 试玩 button links here). */
export const gamePlayPath = (workId: string, boardId: string): string =>
  `/workDetail/${workId}/GAME/gameStoryLine/play/${boardId}`;
