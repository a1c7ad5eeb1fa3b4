import html
import html.entities

print(html.escape("<a href=\"x\">Tom & 'Jerry'</a>"))
print(html.escape("<b>'quoted'</b> & \"double\"", quote=False))
samples = [
    "&lt;p&gt;Caf&eacute; &amp; cr&ecirc;pes&lt;/p&gt;",
    "&#60;&#x3C;&#X3c; &#128512; &#x1F600;",
    "&amp &ampx &notit; &notin; &not &NotANamedEntity; &;&#;&#x;",
    "&#0; &#13; &#128; &#150; &#x9F; &#xD800; &#1114112; &#1; &#xFFFE; &#11; &#127;",
    "&AElig &aelig; &frac12; &nbsp;|&NewLine;|&Tab;|&bne;|&acE;",
    "no entities at all",
    "&" * 5 + "&lt" * 3,
    "&" + "a" * 40 + ";",
]
for sample in samples:
    print(repr(html.unescape(sample)))
print(html.unescape(html.escape("round <trip> & 'back' \"again\"")))
print(len(html.entities.html5), len(html.entities.name2codepoint), len(html.entities.codepoint2name))
print(html.entities.name2codepoint["eacute"], html.entities.codepoint2name[233], html.entities.entitydefs["amp"])
print(html.entities.html5["gt;"], html.entities.html5["gt"], repr(html.entities.html5["NewLine;"]))
print(sorted(html.entities.__all__), html.__all__)
