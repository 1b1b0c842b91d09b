/**
 * XSS payloads RichText must neutralise, written out from public lists: the OWASP XSS Filter Evasion Cheat
 * Sheet, PortSwigger's XSS cheat sheet, DOMPurify's own test vectors and published DOMPurify/mXSS bypasses
 * (noscript, MathML mglyph/style, namespace confusion), plus TeX payloads aimed at KaTeX.
 * Every payload tries to call `window.__xss(id)` (or `alert(id)`), so a test can tell which one got through.
 * `§` in a payload stands for its id.
 */
export interface XssPayload {
  /** 1-based position in the corpus; what the payload passes to `__xss`/`alert`. */
  id: number;
  /** The family of the trick, e.g. "event handler" or "mXSS". */
  vector: string;
  /** The hostile HTML. */
  html: string;
}

/** The window of a page under test: `__xss` records which payload ran. */
export type XssSentinelWindow = Window & { __xss?: (id: number) => void };

const b64 = (text: string) => btoa(text);

type Entry = readonly [vector: string, html: string | ((id: number) => string)];

const entries: readonly Entry[] = [
  // Script elements
  ['script', '<script>__xss(§)</script>'],
  ['script', '<ScRiPt>alert(§)</sCrIpT>'],
  ['script', '<script/x>__xss(§)</script>'],
  ['script', '<script type="module">__xss(§)</script>'],
  ['script', '<<script>__xss(§);//<</script>'],
  ['script', '<scr<script>ipt>__xss(§)</scr</script>ipt>'],
  ['script', '"><script>__xss(§)</script>'],
  ['script', '<SCRIPT SRC=data:text/javascript,__xss(§)></SCRIPT>'],
  ['script', (id) => `<script src="data:text/javascript;base64,${b64(`__xss(${id})`)}"></script>`],
  ['script', '<script>/*</script><img src=x onerror=__xss(§)>*/</script>'],

  // Event handlers on many elements
  ['event handler', '<img src=x onerror=__xss(§)>'],
  ['event handler', '<IMG SRC=x ONERROR=__xss(§)>'],
  ['event handler', '<img src="x" onerror="javascript:__xss(§)">'],
  ['event handler', '<img src=x onerror="&#95;&#95;xss(§)">'],
  ['event handler', '<img src=x onerror=__xss&lpar;§&rpar;>'],
  ['event handler', '<img/src="x"/onerror=__xss(§)>'],
  ['event handler', '<img src=x:x onerror=alert(§)>'],
  ['event handler', '<img src= onerror="__xss(§)">'],
  ['event handler', '<img src=x onerror=setTimeout("__xss(§)")>'],
  ['event handler', "<img src=x onerror=eval('__'+'xss(§)')>"],
  ['event handler', (id) => `<img src=x onerror="eval(atob('${b64(`__xss(${id})`)}'))">`],
  ['event handler', '<img src=x onload=__xss(§) onerror=__xss(§)>'],
  ['event handler', '<image src=x onerror=__xss(§)>'],
  ['event handler', '<svg onload=__xss(§)>'],
  ['event handler', '<svg/onload=__xss(§)//'],
  ['event handler', '<body onload=__xss(§)>'],
  ['event handler', '<body onpageshow=__xss(§)>'],
  ['event handler', '<input autofocus onfocus=__xss(§)>'],
  ['event handler', '<select autofocus onfocus=__xss(§)></select>'],
  ['event handler', '<textarea autofocus onfocus=__xss(§)></textarea>'],
  ['event handler', '<keygen autofocus onfocus=__xss(§)>'],
  ['event handler', '<div tabindex=0 autofocus onfocus=__xss(§)>focus</div>'],
  ['event handler', '<a href=#x autofocus onfocus=__xss(§)>focus</a>'],
  ['event handler', '<details open ontoggle=__xss(§)><summary>x</summary></details>'],
  ['event handler', '<video><source onerror=__xss(§)></video>'],
  ['event handler', '<video src=x onerror=__xss(§)></video>'],
  ['event handler', '<audio src=x onerror=__xss(§)></audio>'],
  ['event handler', '<iframe onload=__xss(§)></iframe>'],
  ['event handler', '<object data=x onerror=__xss(§)></object>'],
  ['event handler', '<marquee onstart=__xss(§)>x</marquee>'],
  ['event handler', '<input type=image src=x onerror=__xss(§)>'],
  ['event handler', '<isindex type=image src=x onerror=__xss(§)>'],
  ['event handler', '<link rel=stylesheet href=x onerror=__xss(§)>'],
  ['event handler', '<style onload=__xss(§)></style>'],
  ['event handler', '<div onmouseover=__xss(§)>hover me</div>'],
  ['event handler', '<span onpointerenter=__xss(§)>point</span>'],
  ['event handler', '<p onclick="__xss(§)">click me</p>'],
  ['event handler', '<a href="#" onclick="__xss(§)">click</a>'],
  ['event handler', '<table background=x onerror=__xss(§)><tr><td onmouseover=__xss(§)>x</td></tr></table>'],
  [
    'event handler',
    '<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="__xss(§)">x</p>',
  ],
  ['event handler', '<p style="transition:color 1s" ontransitionend="__xss(§)">x</p>'],
  ['event handler', '<img src="x`<script>__xss(§)</script>"` onerror=__xss(§)>'],
  ['event handler', '<b onmouseover\n=\n__xss(§)>x</b>'],

  // javascript:, data: and vbscript: URLs, plain and obfuscated
  ['url', '<a href="javascript:__xss(§)">x</a>'],
  ['url', '<a href="JaVaScRiPt:__xss(§)">x</a>'],
  ['url', '<a href=" javascript:__xss(§)">x</a>'],
  ['url', '<a href="\u0001javascript:__xss(§)">x</a>'],
  ['url', '<a href="&#1;javascript:__xss(§)">x</a>'],
  ['url', '<a href="java&#x09;script:__xss(§)">x</a>'],
  ['url', '<a href="java&#x0A;script:__xss(§)">x</a>'],
  ['url', '<a href="java&#x0D;script:__xss(§)">x</a>'],
  ['url', '<a href="java\tscript:__xss(§)">x</a>'],
  ['url', '<a href="jav&#x09;ascript:__xss(§)">x</a>'],
  ['url', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(§)">x</a>'],
  ['url', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;__xss(§)">x</a>'],
  [
    'url',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058__xss(§)">x</a>',
  ],
  ['url', '<a href="javascript&colon;__xss(§)">x</a>'],
  ['url', '<a href="javascript://%0a__xss(§)">x</a>'],
  ['url', '<a href="javascript:void(0)" onclick="__xss(§)">x</a>'],
  ['url', '<a target=_self href="javascript:__xss(§)">x</a>'],
  ['url', '<a href="vbscript:msgbox(§)">x</a>'],
  ['url', '<a href="VBSCRIPT:alert(§)">x</a>'],
  ['url', '<a href="data:text/html,<script>parent.__xss(§)</script>">x</a>'],
  ['url', (id) => `<a href="data:text/html;base64,${b64(`<script>alert(${id})</script>`)}">x</a>`],
  ['url', '<a href="DaTa:text/html,<script>parent.__xss(§)</script>">x</a>'],
  ['url', '<a href="  data:text/html,<script>parent.__xss(§)</script>">x</a>'],
  ['url', '<img src="javascript:__xss(§)">'],
  [
    'url',
    '<img src="data:image/svg+xml,<svg onload=parent.__xss(§) xmlns=%22http://www.w3.org/2000/svg%22/>">',
  ],
  ['url', '<img src=x srcset="x 1x, javascript:__xss(§) 2x" onerror=__xss(§)>'],
  ['url', '<img dynsrc="javascript:__xss(§)" lowsrc="javascript:__xss(§)">'],
  ['url', '<blockquote cite="javascript:__xss(§)">x</blockquote>'],
  ['url', '<q cite="vbscript:alert(§)">x</q>'],
  ['url', '<table background="javascript:__xss(§)"><tr><td>x</td></tr></table>'],
  ['url', '<map name=m><area href="javascript:__xss(§)" shape=default></map><img usemap=#m src=x>'],

  // Frames, plugins, forms, document-level tags
  ['frame', '<iframe src="javascript:parent.__xss(§)"></iframe>'],
  ['frame', '<iframe srcdoc="<script>parent.__xss(§)</script>"></iframe>'],
  ['frame', '<iframe srcdoc="&lt;img src=x onerror=parent.__xss(§)&gt;"></iframe>'],
  ['frame', '<iframe src="data:text/html,<script>parent.__xss(§)</script>"></iframe>'],
  ['frame', '<frameset><frame src="javascript:parent.__xss(§)"></frameset>'],
  ['plugin', '<embed src="javascript:__xss(§)">'],
  ['plugin', '<embed src="data:text/html,<script>parent.__xss(§)</script>">'],
  ['plugin', '<object data="javascript:__xss(§)"></object>'],
  ['plugin', '<object data="data:text/html,<script>parent.__xss(§)</script>"></object>'],
  ['plugin', '<object><param name=src value="javascript:__xss(§)"></object>'],
  ['form', '<form action="javascript:__xss(§)"><input type=submit value=go></form>'],
  ['form', '<form><button formaction="javascript:__xss(§)">go</button></form>'],
  ['form', '<form id=f></form><button form=f formaction="javascript:__xss(§)">go</button>'],
  ['form', '<input type=submit formaction="javascript:__xss(§)" value=go>'],
  ['meta', '<meta http-equiv="refresh" content="0;url=javascript:__xss(§)">'],
  ['meta', '<meta http-equiv="refresh" content="0;url=data:text/html,<script>parent.__xss(§)</script>">'],
  ['base', '<base href="javascript:__xss(§)//"><a href="/x">x</a>'],
  ['base', '<base href="https://evil.example/"><a href="§">x</a>'],
  ['link', '<link rel=import href="data:text/html,<script>parent.__xss(§)</script>">'],

  // SVG tricks
  ['svg', '<svg><script>__xss(§)</script></svg>'],
  ['svg', '<svg><script href="data:text/javascript,__xss(§)"></script></svg>'],
  ['svg', '<svg><a xlink:href="javascript:__xss(§)"><text x=20 y=20>x</text></a></svg>'],
  ['svg', '<svg><a href="javascript:__xss(§)"><text x=20 y=20>x</text></a></svg>'],
  [
    'svg',
    '<svg><animate href=#a attributeName=href values="javascript:__xss(§)"/><a id=a><text y=20>x</text></a></svg>',
  ],
  ['svg', '<svg><set attributeName=onmouseover to="__xss(§)"/></svg>'],
  ['svg', '<svg><animate onbegin=__xss(§) attributeName=x dur=1s></svg>'],
  ['svg', '<svg><foreignObject><img src=x onerror=__xss(§)></foreignObject></svg>'],
  ['svg', '<svg><image href=x onerror=__xss(§)></image></svg>'],
  [
    'svg',
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='__xss(§)'/></svg>#x"/></svg>`,
  ],
  [
    'svg',
    (id) =>
      `<svg><use xlink:href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="__xss(${id})"/></svg>`)}#x"/></svg>`,
  ],
  ['svg', '<svg><style><img src=x onerror=__xss(§)></style></svg>'],
  ['svg', '<svg></p><style><a id="</style><img src=1 onerror=__xss(§)>">'],
  ['svg', '<svg><title><img src=x onerror=__xss(§)></title></svg>'],
  ['svg', '<svg><desc><![CDATA[</desc><img src=x onerror=__xss(§)>]]></svg>'],
  [
    'svg',
    '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">__xss(§)</handler></svg>',
  ],

  // MathML tricks
  [
    'mathml',
    '<math><maction actiontype="statusline#x" xlink:href="javascript:__xss(§)">click</maction></math>',
  ],
  ['mathml', '<math href="javascript:__xss(§)"><mtext>click</mtext></math>'],
  ['mathml', '<math><mi href="javascript:__xss(§)">x</mi></math>'],
  [
    'mathml',
    '<math><annotation-xml encoding="text/html"><img src=x onerror=__xss(§)></annotation-xml></math>',
  ],
  [
    'mathml',
    '<math><semantics><annotation-xml encoding="application/xhtml+xml"><svg onload=__xss(§)></annotation-xml></semantics></math>',
  ],
  ['mathml', '<math><mtext><img src=x onerror=__xss(§)></mtext></math>'],
  ['mathml', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(§)>'],
  [
    'mathml',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss(§)&gt;">',
  ],
  ['mathml', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(§)>'],
  ['mathml', '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(§) src=1>">'],
  ['mathml', '<math><style><img src=x onerror=__xss(§)></style></math>'],
  ['mathml', '<svg></p><math><mtext></p><mglyph><style><img src=x onerror=__xss(§)>'],
  ['mathml', '<math><mi xlink:href="data:x,<script>__xss(§)</script>">x</mi></math>'],

  // mXSS through raw-text and template elements, comments, CDATA
  ['mxss', '<noscript><p title="</noscript><img src=x onerror=__xss(§)>">'],
  ['mxss', '<template><img src=x onerror=__xss(§)></template>'],
  ['mxss', '<template><script>__xss(§)</script></template>'],
  ['mxss', '<style><img src=x onerror=__xss(§)></style>'],
  ['mxss', '<style></style><img src=x onerror=__xss(§)>'],
  ['mxss', '<textarea><img src=x onerror=__xss(§)></textarea>'],
  ['mxss', '<textarea></textarea><img src=x onerror=__xss(§)>'],
  ['mxss', '<title><img src=x onerror=__xss(§)></title>'],
  ['mxss', '<xmp><img src=x onerror=__xss(§)></xmp>'],
  ['mxss', '<noembed><img src=x onerror=__xss(§)></noembed>'],
  ['mxss', '<noframes><img src=x onerror=__xss(§)></noframes>'],
  ['mxss', '<iframe><img src=x onerror=__xss(§)></iframe>'],
  ['mxss', '<!--<img src="--><img src=x onerror=__xss(§)//">'],
  ['mxss', '<![CDATA[<img src=x onerror=__xss(§)>]]>'],
  ['mxss', '<?xml-stylesheet > <img src=x onerror=__xss(§)?>'],
  ['mxss', '<select><template><style><img src=x onerror=__xss(§)></style></template></select>'],
  ['mxss', '<a title="a</a><img src=x onerror=__xss(§)>">x</a>'],
  ['mxss', '<div id="x"><![CDATA[</div><img src=x onerror=__xss(§)>]]>'],
  ['mxss', '<p>x<plaintext><img src=x onerror=__xss(§)>'],

  // CSS
  ['css', '<div style="background:url(javascript:__xss(§))">x</div>'],
  ['css', '<div style="width: expression(__xss(§))">x</div>'],
  ['css', '<div style="-moz-binding:url(data:text/xml,x#§)">x</div>'],
  ['css', "<style>@import 'javascript:__xss(§)';</style>"],
  ['css', '<style>body{background:url("javascript:__xss(§)")}</style>'],
  ['css', '<link rel=stylesheet href="javascript:__xss(§)">'],
  [
    'css',
    '<a href="https://example.com" style="position:fixed;inset:0;z-index:9999" onclick="__xss(§)">overlay</a>',
  ],

  // DOM clobbering
  ['clobbering', '<a id="__xss" href="javascript:__xss(§)">x</a>'],
  ['clobbering', '<img name="getElementById" src=x onerror=__xss(§)>'],
  ['clobbering', '<form id="document"><input name="cookie" onfocus=__xss(§) autofocus></form>'],
  ['clobbering', '<a id="alert" name="alert" href="cid:__xss(§)">x</a>'],
  ['clobbering', '<img id="location" name="location" src=x onerror=__xss(§)>'],
  ['clobbering', '<a id="defaultView"></a><a id="defaultView" name="alert" href="javascript:__xss(§)">x</a>'],
  ['clobbering', '<form name="body"><img name="firstChild" src=x onerror=__xss(§)></form>'],

  // Polyglots
  [
    'polyglot',
    'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=__xss(§) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=__xss(§)//>\\x3e',
  ],
  ['polyglot', '\'"--></style></script><script>__xss(§)</script>'],
  ['polyglot', '"><img src=x onerror=__xss(§)><"'],

  // TeX aimed at KaTeX (trust: false, limits)
  ['tex', String.raw`\(\href{javascript:__xss(§)}{click}\)`],
  ['tex', String.raw`$$\url{javascript:__xss(§)}$$`],
  ['tex', String.raw`\(\htmlData{onload=__xss(§)}{x}\)`],
  ['tex', String.raw`\(\htmlId{x" onerror="__xss(§)}{x}\)`],
  ['tex', String.raw`\(\htmlStyle{background:url(javascript:__xss(§))}{x}\)`],
  ['tex', String.raw`\(\htmlClass{x" onclick="__xss(§)}{x}\)`],
  ['tex', String.raw`\[\includegraphics{javascript:__xss(§)}\]`],
  ['tex', String.raw`\(\text{<img src=x onerror=__xss(§)>}\)`],
  ['tex', String.raw`\(\text{&lt;img src=x onerror=__xss(§)&gt;}\)`],
  ['tex', String.raw`\(<img src=x onerror=__xss(§)>\)`],
  ['tex', String.raw`\(\mathrm{\href{javascript:alert(§)}{y}}\)`],
  ['tex', String.raw`$$\color{red" onmouseover="__xss(§)}{x}$$`],
  ['tex', String.raw`\[\def\a{\a\a}\a\]<img src=x onerror=__xss(§)>`],
  ['tex', String.raw`\(\rule{99999em}{99999em}\)<img src=x onerror=__xss(§)>`],
  ['tex', String.raw`\(\unicode{x3C}script\unicode{x3E}__xss(§)\)`],
];

/** The corpus, in order, with ids filled in. */
export const xssCorpus: readonly XssPayload[] = entries.map(([vector, html], index) => {
  const id = index + 1;
  return { id, vector, html: typeof html === 'function' ? html(id) : html.replaceAll('§', String(id)) };
});
