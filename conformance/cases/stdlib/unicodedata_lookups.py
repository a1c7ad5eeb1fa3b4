"""unicodedata names, categories and normalization."""

import unicodedata

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("unicodedata.name('é')", lambda: unicodedata.name('é'))
show("unicodedata.lookup('SNOWMAN')", lambda: unicodedata.lookup('SNOWMAN'))
show("unicodedata.category('A')", lambda: unicodedata.category('A'))
show("unicodedata.category('1')", lambda: unicodedata.category('1'))
show("unicodedata.normalize('NFD', 'é') == 'e\\u0301'", lambda: unicodedata.normalize('NFD', 'é') == 'e\u0301')
show("len(unicodedata.normalize('NFC', 'e\\u0301'))", lambda: len(unicodedata.normalize('NFC', 'e\u0301')))
show("unicodedata.numeric('½')", lambda: unicodedata.numeric('½'))
show("unicodedata.name('\\x00', 'no name')", lambda: unicodedata.name('\x00', 'no name'))
