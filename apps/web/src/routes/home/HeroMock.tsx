/** A still picture of the script editor for the landing page (static markup, no editor code loaded). */
export function HeroMock() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200/60 via-white to-amber-100/70 blur-2xl" />
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200">
        <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-rose-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 text-xs text-slate-500">《归途》第 3 集 · 剧本</span>
          <span className="ml-auto flex -space-x-1.5">
            <span className="grid size-6 place-items-center rounded-full bg-brand-500 text-[10px] text-white ring-2 ring-white">
              林
            </span>
            <span className="grid size-6 place-items-center rounded-full bg-amber-500 text-[10px] text-white ring-2 ring-white">
              周
            </span>
            <span className="grid size-6 place-items-center rounded-full bg-emerald-500 text-[10px] text-white ring-2 ring-white">
              陈
            </span>
          </span>
          <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-[10px] text-emerald-700">
            已同步
          </span>
        </div>
        <div className="grid grid-cols-[9rem_1fr]">
          <div className="space-y-1.5 border-r border-slate-100 p-3 text-xs text-slate-500">
            <p className="mb-2 font-medium text-slate-700">场景</p>
            <p className="rounded bg-brand-50 px-2 py-1 text-brand-700">3-1 日 内 出租屋</p>
            <p className="px-2 py-1">3-2 夜 外 天台</p>
            <p className="px-2 py-1">3-3 日 内 医院走廊</p>
            <p className="px-2 py-1">3-4 夜 内 车里</p>
          </div>
          <div className="space-y-3 p-5 font-serif text-[13px] leading-6 text-slate-800">
            <p className="font-sans text-xs font-semibold tracking-wide text-slate-900">3-1 日 内 出租屋</p>
            <p className="text-slate-500">人物：林夏、周屿</p>
            <p>△ 窗帘半拉，阳光斜斜落在堆满稿纸的书桌上。林夏抱着膝盖坐在地上，手机屏幕亮了又暗。</p>
            <p>
              <span className="font-sans font-medium">林夏：</span>（没抬头）你又来做什么？
            </p>
            <p className="relative">
              <span className="font-sans font-medium">周屿：</span>把你落下的东西送回来。
              <span className="absolute -top-1 inline-block h-5 w-0.5 translate-x-0.5 bg-amber-500" />
              <span className="absolute -top-5 left-44 rounded bg-amber-500 px-1.5 py-0.5 font-sans text-[10px] text-white">
                周编剧
              </span>
            </p>
            <p className="text-right font-sans font-semibold">切至：</p>
          </div>
        </div>
      </div>
    </div>
  );
}
