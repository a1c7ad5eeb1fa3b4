import re

s = 'name=Alice age=30 city="New York" empty= note=\'single quoted\' flag'
print(re.findall(r"(\w+)=(\S*)", s))
pairs = re.findall(r"""(\w+)=(?:"([^"]*)"|'([^']*)'|(\S*))""", s)
print(pairs)
print({k: a or b or c for k, a, b, c in pairs})
print(dict(re.findall(r"(\w+)\s*:\s*([^;]+?)\s*(?:;|$)", "color: red; font-size : 12px ;margin:0")))
header = "Content-Type: text/html; charset=UTF-8; boundary=\"--xyz\""
m = re.match(r"([\w-]+):\s*([^;]+)((?:;\s*[\w-]+=(?:\"[^\"]*\"|[^;]*))*)", header)
print(m.group(1), m.group(2))
print(re.findall(r";\s*([\w-]+)=(\"[^\"]*\"|[^;]*)", m.group(3)))
ini = """
[server]
host = example.com
port=8080
; comment
# another
[client]
retries = 3
name = my app  
"""
section = None
conf = {}
for line in ini.splitlines():
    if re.match(r"^\s*(?:[;#].*)?$", line):
        continue
    m = re.match(r"^\[(?P<sec>[^\]]+)\]$", line)
    if m:
        section = m["sec"]
        conf[section] = {}
        continue
    m = re.match(r"^\s*(?P<k>[^=\s]+)\s*=\s*(?P<v>.*?)\s*$", line)
    conf[section][m["k"]] = m["v"]
print(conf)
qs = "a=1&b=hello%20world&c=&d&a=2"
print(re.findall(r"([^&=]+)=?([^&]*)", qs))
env = "export PATH=/usr/bin\nexport HOME='/home/me'\nDEBUG=1\n# X=2\n"
print(re.findall(r"(?m)^(?:export\s+)?([A-Z_][A-Z0-9_]*)=['\"]?(.*?)['\"]?$", env))
args = "--verbose --level=3 -x --name='my file' --dry-run=false"
print(re.findall(r"--?([\w-]+)(?:=('[^']*'|\S+))?", args))
print(re.split(r"\s*[,;]\s*", "a=1, b=2;c=3 ;  d=4"))
print(dict(kv.split("=", 1) for kv in re.split(r"\s*[,;]\s*", "a=1, b=2;c=3 ;  d=4")))
cookie = "session=abc123; Path=/; HttpOnly; Max-Age=3600"
print(re.findall(r"(?:^|;\s*)([^=;]+)(?:=([^;]*))?", cookie))
print(re.sub(r"(password|token)=\S+", r"\1=***", "user=bob password=hunter2 token=xyz"))
print(re.match(r"(?P<key>[^:]+):(?P<value>.*)", "url:http://x:80").groupdict())
print(re.split(r"(?<!\\)=", r"a\=b=c", maxsplit=1))
