if True:
pass
